import { randomUUID } from 'node:crypto';
import { networkInterfaces } from 'node:os';
import type { AddressInfo } from 'node:net';
import { JobsService } from '@server/modules/jobs/jobs.service';
import { CacheService } from '@server/modules/cache/cache.service';
import { MatchRecomputeService } from '@server/modules/match/match-recompute.service';
import { MatchRegradeService } from '@server/modules/match/match-regrade.service';
import { html } from '@server/modules/pdf/html';
import { PdfService } from '@server/modules/pdf/pdf.service';
import { as } from '../support/auth-helpers';
import { startDemoApp, type DemoApp } from '../support/demo-app';
import { parseExposition, sumOf, type PromSample } from '../support/prometheus-text';
import { RpcClient } from '../support/ws-client';

// Prometheus metrics (issue 34 item 1, decision 0045): GET /metrics answers loopback peers and
// holders of METRICS_TOKEN, never the public; every family moves when its work happens.
const TOKEN = 'metrics-token-for-the-e2e-test-0123456789';

/** This machine's first address that is not loopback: a real peer that is not 127.0.0.1. */
function outsideAddress(): string {
  const all = Object.values(networkInterfaces()).flatMap((list) => list ?? []);
  const found = all.find((a) => !a.internal && a.family === 'IPv4') ?? all.find((a) => !a.internal);
  if (!found) throw new Error('This machine has no address but loopback to call from');
  return found.family === 'IPv6' ? `[${found.address}]` : found.address;
}

/** Polls `read` until `done` holds (the work is asynchronous), failing after 30 s. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('GET /metrics', () => {
  let demo: DemoApp;
  let outside: string;
  let port: number;

  beforeAll(async () => {
    const address = outsideAddress();
    // TRUST_PROXY names the outside address, so X-Forwarded-For from it would make request.ip
    // loopback: the check must still go by the socket's own peer.
    demo = await startDemoApp({ METRICS_TOKEN: TOKEN, TRUST_PROXY: address.replace(/[[\]]/g, '') });
    await demo.t.app.listen(0, '::');
    port = (demo.t.app.getHttpServer().address() as AddressInfo).port;
    outside = `http://${address}:${port}`;
  });
  afterAll(() => demo?.t.close());

  const scrape = async (): Promise<PromSample[]> =>
    parseExposition((await demo.t.http().get('/metrics').expect(200)).text).samples;
  const sum = async (name: string, labels: Record<string, string> = {}) =>
    sumOf(await scrape(), name, labels);

  it('answers a loopback peer in the text format, outside the API prefix and its anti-forgery', async () => {
    const res = await demo.t.http().get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const { types } = parseExposition(res.text);
    expect(types.get('portal_http_request_duration_seconds')).toBe('histogram');
    expect(types.get('portal_http_requests_total')).toBe('counter');
    await demo.t.http().get('/api/v1/metrics').expect(404);
  });

  it('refuses another host without the token, whatever X-Forwarded-For claims', async () => {
    for (const headers of <Record<string, string>[]>[
      {},
      { 'X-Forwarded-For': '127.0.0.1' },
      { Authorization: 'Bearer wrong' },
    ]) {
      const res = await fetch(`${outside}/metrics`, { headers });
      expect(res.status).toBe(403);
      const body = (await res.json()) as { code: string; message: string };
      expect(body.code).toBe('METRICS_NOT_ALLOWED');
      expect(body.message).toMatch(/METRICS_TOKEN/);
    }
  });

  it("answers another host holding METRICS_TOKEN's Bearer token", async () => {
    const res = await fetch(`${outside}/metrics`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(200);
    expect(parseExposition(await res.text()).samples.length).toBeGreaterThan(0);
  });

  it('counts requests by route template and status, never by the raw URL', async () => {
    const route = { method: 'GET', route: '/api/v1/public/echo/:x', status: '200' };
    const before = await sum('portal_http_requests_total', route);
    const latencyBefore = await sum('portal_http_request_duration_seconds_count', route);
    await demo.t.http().get('/api/v1/public/echo/first').expect(200);
    await demo.t.http().get('/api/v1/public/echo/second').expect(200);
    await demo.t.http().get('/no-such-page-abc').expect(404);
    const samples = await scrape();
    expect(sumOf(samples, 'portal_http_requests_total', route)).toBe(before + 2);
    expect(sumOf(samples, 'portal_http_request_duration_seconds_count', route)).toBe(
      latencyBefore + 2,
    );
    expect(
      sumOf(samples, 'portal_http_requests_total', { route: 'unmatched', status: '404' }),
    ).toBeGreaterThan(0);
    const routes = samples.filter((s) => s.labels.route).map((s) => s.labels.route);
    expect(routes.some((r) => /first|second|abc/.test(r))).toBe(false);
  });

  it('shows the database pool and times its statements', async () => {
    const before = await sum('portal_db_query_duration_seconds_count');
    await demo.t.http().get('/api/v1/public/health').expect(200);
    const samples = await scrape();
    expect(sumOf(samples, 'portal_db_query_duration_seconds_count')).toBeGreaterThan(before);
    const open = sumOf(samples, 'portal_db_pool_in_use') + sumOf(samples, 'portal_db_pool_idle');
    expect(open).toBeGreaterThan(0);
    expect(samples.some((s) => s.name === 'portal_db_pool_waiting')).toBe(true);
  });

  it('shows the job queue while runs wait, and times each run by its job', async () => {
    const jobs = demo.t.app.get(JobsService);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = 0;
    await jobs.register('metrics.test', async () => {
      started++;
      await gate;
    });
    const kind = { kind: 'metrics.test' };
    await jobs.enqueue('metrics.test', {});
    await jobs.enqueue('metrics.test', {});
    // One run holds the worker (one at a time), so the other waits in the queue.
    await until(
      async () => started,
      (n) => n === 1,
    );
    await until(
      () => sum('portal_job_queue_depth', kind),
      (depth) => depth === 1,
    );
    expect(await sum('portal_job_queue_oldest_seconds', kind)).toBeGreaterThan(0);
    release();
    await until(
      () => sum('portal_job_duration_seconds_count', { ...kind, outcome: 'completed' }),
      (n) => n === 2,
    );
    expect(await sum('portal_job_queue_depth', kind)).toBe(0);
  });

  it('counts WebSocket connections and messages both ways', async () => {
    const base = `http://127.0.0.1:${port}`;
    const connections = await sum('portal_ws_connections');
    const inbound = await sum('portal_ws_messages_total', { direction: 'in' });
    const outbound = await sum('portal_ws_messages_total', { direction: 'out' });
    const client = await RpcClient.connect(base, demo.admin);
    try {
      expect(await sum('portal_ws_connections')).toBe(connections + 1);
      client.sendRaw(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'PING' }));
      await client.next((m) => m.id === 1);
      expect(await sum('portal_ws_messages_total', { direction: 'in' })).toBe(inbound + 1);
      expect(await sum('portal_ws_messages_total', { direction: 'out' })).toBeGreaterThan(outbound);
    } finally {
      client.socket.close();
    }
    await until(
      () => sum('portal_ws_connections'),
      (n) => n === connections,
    );
  });

  it('times match recomputes and regrades', async () => {
    const count = (kind: string) => sum('portal_match_duration_seconds_count', { kind });
    const [all, regrade] = [await count('recompute_all'), await count('regrade')];
    await demo.t.app.get(MatchRecomputeService).recomputeAll();
    const empty = { nodes: [], people: [], measured: [] };
    await demo.t.app.get(MatchRegradeService).regrade(randomUUID(), empty);
    expect(await count('recompute_all')).toBe(all + 1);
    expect(await count('recompute_client')).toBeGreaterThan(0);
    expect(await count('regrade')).toBe(regrade + 1);
  });

  it('shows the PDF render queue and counts renders', async () => {
    const started = await sum('portal_pdf_renders_total', { outcome: 'started' });
    const samples = await scrape();
    expect(sumOf(samples, 'portal_pdf_render_queue', { state: 'waiting' })).toBe(0);
    await demo.t.app.get(PdfService).render(html`<p>metrics</p>`, { key: 'metrics-test' });
    expect(await sum('portal_pdf_renders_total', { outcome: 'started' })).toBe(started + 1);
  });

  it('counts cache region reads by result, and polled reads answered from the held ETag', async () => {
    const region = demo.t.app.get(CacheService).region<string>('tree-clients');
    const labels = (result: string) => ({ region: 'tree-clients', result });
    const misses = await sum('portal_cache_reads_total', labels('miss_not_found'));
    const hits = await sum('portal_cache_reads_total', labels('hit_ram'));
    await region.get('metrics-test-key');
    await region.getOrLoad('metrics-test-key', async () => 'loaded');
    await region.get('metrics-test-key');
    expect(await sum('portal_cache_reads_total', labels('miss_not_found'))).toBe(misses + 2);
    expect(await sum('portal_cache_reads_total', labels('hit_ram'))).toBe(hits + 1);

    const read = (result: string) => ({ route: '/api/v1/secure/nodes', result });
    const readHits = await sum('portal_read_cache_total', read('hit'));
    const first = await as(demo.admin, demo.t.http().get('/api/v1/secure/nodes')).expect(200);
    await as(demo.admin, demo.t.http().get('/api/v1/secure/nodes'))
      .set('If-None-Match', first.headers.etag)
      .expect(304);
    expect(await sum('portal_read_cache_total', read('hit'))).toBe(readHits + 1);
    expect(await sum('portal_read_cache_total', read('miss'))).toBeGreaterThan(0);
  });

  it('shows the event loop, the heap and the disk under DATA_DIR', async () => {
    const samples = await scrape();
    expect(samples.some((s) => s.name === 'portal_nodejs_eventloop_lag_seconds')).toBe(true);
    expect(sumOf(samples, 'portal_nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sumOf(samples, 'portal_nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sumOf(samples, 'portal_data_dir_free_bytes')).toBeGreaterThan(0);
    expect(sumOf(samples, 'portal_data_dir_size_bytes')).toBeGreaterThan(
      sumOf(samples, 'portal_data_dir_free_bytes'),
    );
  });
});
