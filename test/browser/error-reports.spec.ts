import { expect, test } from '@playwright/test';
import { sentryIngestPort } from './playwright.config';

// Error reports from the browser (issue 30 item 4, decision 0039): the app runs with SENTRY_DSN
// pointing at a local ingest (playwright.config.ts), so the React SDK reports every page load's
// session and every uncaught error there, tagged with the server's environment and release.
// Plain Playwright test: this spec throws in the page on purpose, which the shared fixture
// would count as a failure.

type Item = { type: string; payload: Record<string, unknown> };

async function received(): Promise<Item[]> {
  const answer = await fetch(`http://127.0.0.1:${sentryIngestPort}/received`);
  return (await answer.json()) as Item[];
}

test('a page load is a session, an uncaught error an event, both with environment and release', async ({
  page,
  request,
}) => {
  const env = await (await request.get('/api/v1/public/env')).json();
  expect(env.errorReportsDsn).toContain(`127.0.0.1:${sentryIngestPort}`);
  const before = (await received()).length;

  await page.goto('/app/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect
    .poll(async () => (await received()).slice(before).some((item) => item.type === 'session'))
    .toBe(true);
  const session = (await received()).slice(before).find((item) => item.type === 'session')!;
  expect(session.payload.attrs).toMatchObject({
    release: env.version,
    environment: env.environment,
  });

  const marker = `browser-boom-${Date.now()}`;
  await page.evaluate((message) => {
    setTimeout(() => {
      throw new Error(message);
    });
  }, marker);
  await expect
    .poll(async () => (await received()).some((item) => JSON.stringify(item).includes(marker)))
    .toBe(true);
  const event = (await received()).find(
    (item) => item.type === 'event' && JSON.stringify(item).includes(marker),
  )!;
  expect(event.payload).toMatchObject({ release: env.version, environment: env.environment });
});
