import { Client } from 'pg';
import { as, type SignedIn } from '../support/auth-helpers';
import {
  examFixtures,
  startDemoApp,
  type DemoApp,
  type ExamFixtures,
  signInDemoUsers,
} from '../support/demo-app';

export let demo: DemoApp;
export let db: Client;
export let fx: ExamFixtures;
export let sessions: Record<string, SignedIn> = {};
export const today = new Date();
export const day = `${today.getFullYear()}/${today.getMonth() + 1}/${today.getDate()}`;
export const http = () => demo.t.http();
export const get = (who: string, path: string) => as(sessions[who], http().get(`/api/v1/${path}`));
export const patch = (who: string, path: string, body?: object) =>
  as(sessions[who], http().patch(`/api/v1/${path}`)).send(body);
export const post = (who: string, path: string) =>
  as(sessions[who], http().post(`/api/v1/${path}`));
export const put = (who: string, path: string) => as(sessions[who], http().put(`/api/v1/${path}`));
export const setField = (who: string, exam: string, field: string, value: string) =>
  patch(who, `secure/exams/${exam}/exam-fields/${field}`, { value });

/** The suite's shared set-up: call it first inside each file's describe. */
export function usePeopleExamsApp() {
  beforeAll(async () => {
    demo = await startDemoApp();
    sessions = await signInDemoUsers(demo);
    db = new Client({ connectionString: demo.t.database.url });
    await db.connect();
    fx = await examFixtures(demo.ds);
  });
  afterAll(async () => {
    await db?.end();
    await demo?.t.close();
  });
}
