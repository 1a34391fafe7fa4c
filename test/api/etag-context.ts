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
import { startTestApp, type TestApp } from '../support/test-app';

export let demo: DemoApp;
export let b: TestApp;
export let sessions: Record<string, SignedIn>;
export let fx: ExamFixtures;
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

/** The suite's shared set-up: call it first inside each file's describe. */
export function useEtagApp() {
  beforeAll(async () => {
    demo = await startDemoApp();
    b = await startTestApp({}, { database: demo.t.database });
    sessions = await signInDemoUsers(demo);
    fx = await examFixtures(demo.ds);
  });
  afterAll(async () => {
    await b?.close();
    await demo?.t.close();
  });
}
