import { markDraining } from '@server/common/draining';
import { EventBusService } from '@server/common/events/event-bus.service';
import { JobsService } from '@server/modules/jobs/jobs.service';
import { startTestApp, TestApp } from '../support/test-app';

// Liveness and readiness as orchestrators expect them (issue 34 item 2, @nestjs/terminus):
// liveness asks nothing of the database; readiness is each component the instance needs to
// serve right, and goes 503 while it drains.
describe('liveness and readiness', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp();
  });

  afterAll(async () => {
    await sut.close();
  });

  const ready = () => sut.http().get('/api/v1/public/health/ready');

  async function readyStatusBecomes(status: number) {
    const deadline = Date.now() + 20000;
    for (;;) {
      const res = await ready();
      if (res.status === status) return res;
      if (Date.now() > deadline) throw new Error(`readiness stayed ${res.status}`);
      await new Promise((done) => setTimeout(done, 100));
    }
  }

  it('is live without asking anything', async () => {
    const res = await sut.http().get('/api/v1/public/health/live').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is ready with the database, the job engine and the event bus up', async () => {
    const res = await ready().expect(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.info).toMatchObject({
      database: { status: 'up' },
      jobs: { status: 'up' },
      events: { status: 'up' },
      serving: { status: 'up' },
    });
  });

  it('is not ready while the event listener reconnects, and ready again after', async () => {
    await sut.app.get(EventBusService).listenerConnection!.end();
    const down = await readyStatusBecomes(503);
    expect(down.body.status).toBe('error');
    expect(down.body.error.events).toEqual({
      status: 'down',
      message: 'the event listener is reconnecting',
    });
    expect(down.body.info.database).toMatchObject({ status: 'up' });
    await readyStatusBecomes(200);
  });

  it('is not ready once it drains, while it still lives', async () => {
    markDraining();
    const res = await ready().expect(503);
    expect(res.body.error.serving).toMatchObject({ status: 'down' });
    await sut.http().get('/api/v1/public/health/live').expect(200);
  });

  it('is not ready without its job engine', async () => {
    await sut.app.get(JobsService).onApplicationShutdown();
    const res = await ready().expect(503);
    expect(res.body.error.jobs).toEqual({ status: 'down', message: 'the job engine is stopped' });
  });
});
