import { TENANT_NODE_UUID } from '@domain/tree-levels';
import { as, signInOrFail, SignedIn } from '../support/auth-helpers';
import { startSeededApp } from '../support/demo-app';
import type { TestApp } from '../support/test-app';

export let t: TestApp;
export const s: Record<string, SignedIn> = {};
export let riverside: { nodeUuid: string };
export let lakeview: { nodeUuid: string };
export const get = (who: string, path: string) => as(s[who], t.http().get(`/api/v1/${path}`));
export const patch = (who: string, path: string) => as(s[who], t.http().patch(`/api/v1/${path}`));

/** The suite's shared set-up: call it first inside each file's describe. */
export function useTreeApp() {
  beforeAll(async () => {
    const { t: app, credentials } = await startSeededApp();
    t = app;
    for (const c of credentials) s[c.userCode] = await signInOrFail(t, c.userCode, c.password);
    const tenant = (await get('admin', `secure/nodes/${TENANT_NODE_UUID}`).expect(200)).body;
    riverside = tenant.collTreeNodes.find((n: { description: string }) =>
      n.description.startsWith('Riverside'),
    );
    lakeview = tenant.collTreeNodes.find((n: { description: string }) =>
      n.description.startsWith('Lakeview'),
    );
  });
  afterAll(async () => {
    await t.close();
  });
}
