import { EventBusService, type PortalEvent } from '@server/common/events/event-bus.service';
import { TABLES_REGION } from '@server/common/read-reuse/table-versions';
import { as, type SignedIn } from '../support/auth-helpers';
import {
  examFixtures,
  signInDemoUsers,
  startDemoApp,
  type DemoApp,
  type ExamFixtures,
} from '../support/demo-app';
import { Statements } from '../support/statements';
import { startTestApp, type TestApp } from '../support/test-app';

export let demo: DemoApp;
export let b: TestApp;
export let sessions: Record<string, SignedIn>;
export let fx: ExamFixtures;
/** The demo app's database's statements, as pg_stat_statements counts them. */
export let statements: Statements;
export const today = new Date();
export const day = `${today.getFullYear()}/${today.getMonth() + 1}/${today.getDate()}`;
export const get = (t: TestApp, who: string, path: string, etag?: string) => {
  const request = as(sessions[who], t.http().get(`/api/v1/${path}`));
  return etag ? request.set('If-None-Match', etag) : request;
};
export const setField = (who: string, value: string) =>
  as(
    sessions[who],
    demo.t
      .http()
      .patch(`/api/v1/secure/exams/${fx.pendingExam}/exam-fields/${fx.numericField.uuid}`),
  ).send({ value });
/** Resolves once `t` has heard that `table` changed (its TableVersions counts it then). */
export function changeHeard(t: TestApp, table: string): Promise<void> {
  return new Promise((resolve) => {
    const stop = t.app.get(EventBusService).subscribe((event: PortalEvent) => {
      if (event.kind === 'CACHE' && event.region === TABLES_REGION && event.key === table) {
        stop();
        resolve();
      }
    });
  });
}

/**
 * Runs `body` while `t`'s event listener is inside a transaction: PostgreSQL delivers no
 * notification to a session in a transaction until it ends, so the instance hears no event
 * meanwhile (as when events are slow to arrive) and still counts itself listening.
 */
export async function withEventsHeldBack(t: TestApp, body: () => Promise<void>): Promise<void> {
  const listener = t.app.get(EventBusService).listenerConnection!;
  await listener.query('BEGIN');
  try {
    await body();
  } finally {
    await listener.query('COMMIT');
  }
}

/** The suite's shared set-up: call it first inside each file's describe. */
export function useEtagApp() {
  beforeAll(async () => {
    demo = await startDemoApp();
    b = await startTestApp({}, { database: demo.t.database });
    sessions = await signInDemoUsers(demo);
    fx = await examFixtures(demo.ds);
    statements = await Statements.of(demo.t.database);
  });
  afterAll(async () => {
    await statements?.close();
    await b?.close();
    await demo?.t.close();
  });
}
