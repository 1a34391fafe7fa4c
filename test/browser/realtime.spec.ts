import type {
  APIRequestContext,
  Browser,
  BrowserContext,
  Page,
  WebSocketRoute,
} from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { ADMIN_PASSWORD } from './env';
import { chooseNewPassword, expect, mailedResetLink, signIn, test } from './fixtures';

const CONNECTION_LOST = 'Connection to Server Lost.  Reconnecting...';
const NO_ACCESS = "You do not have access to any of the product's applications.";
const STAFFING_PASSWORD = 'Staffing-Shell-2025!';

type UserDto = {
  userUuid: string;
  userCode: string;
  emailAddress: string;
  firstName: string;
  lastName: string;
  collUserSecurityGroups: { securityGroupCode: string }[];
};

/** Screenshots for people reviewing the shell; only when SCREENSHOT_DIR is set. */
async function snapshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  // Lets the fade-in transitions finish.
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${dir}/${name}.png` });
}

/** The API as the page's signed-in person: their stored session, a fresh anti-forgery token. */
async function apiAs(page: Page) {
  const { jwt, sessionId } = await page.evaluate(() => ({
    jwt: localStorage.getItem('session.jwt') ?? '',
    sessionId: localStorage.getItem('session.id') ?? '',
  }));
  const headers = () => ({
    Authorization: `Bearer ${jwt}`,
    'X-Session-Id': sessionId,
    'X-Anti-Forgery': randomUUID().replace(/-/g, ''),
  });
  const request: APIRequestContext = page.request;
  return {
    async get<T>(path: string): Promise<T> {
      const response = await request.get(`/api/v1/${path}`, { headers: headers() });
      expect(response.ok(), `GET ${path}: ${response.status()}`).toBe(true);
      return (await response.json()) as T;
    },
    async post(path: string, data: unknown) {
      const response = await request.post(`/api/v1/${path}`, { headers: headers(), data });
      expect(response.ok(), `POST ${path}: ${response.status()}`).toBe(true);
    },
  };
}

function saveBody(user: UserDto, change: Partial<{ firstName: string; groups: string[] }>) {
  return {
    userCode: user.userCode,
    emailAddress: user.emailAddress,
    firstName: change.firstName ?? user.firstName,
    lastName: user.lastName,
    securityGroupCodes:
      change.groups ?? user.collUserSecurityGroups.map((g) => g.securityGroupCode),
  };
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

// The server allows 20 sign-ins per username per minute across all specs: the admin signs in once
// here and every test reuses that session.
let adminState: StorageState;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'admin', ADMIN_PASSWORD, 'Avery Admin');
  adminState = await context.storageState();
  await context.close();
});

async function adminPage(browser: Browser, setUp?: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ storageState: adminState });
  const page = await context.newPage();
  await setUp?.(page);
  await page.goto('/app/');
  await expect(page.getByTestId('user-full-name')).toHaveText('Avery Admin');
  return page;
}

test('the overlay blocks the page while the socket is down and clears when it reconnects', async ({
  browser,
}) => {
  // Every socket passes through to the real server until `refusing`; then the test cuts them.
  const sockets: WebSocketRoute[] = [];
  let refusing = false;
  const page = await adminPage(browser, (p) =>
    p.routeWebSocket(/\/ws\/v1/, (ws) => {
      if (refusing) {
        void ws.close({ code: 1012, reason: 'test: server away' });
        return;
      }
      ws.connectToServer();
      sockets.push(ws);
    }),
  );

  const overlay = page.getByTestId('connection-overlay');
  await expect(page.getByRole('button', { name: 'Connection: Connected' })).toBeVisible();
  await expect(overlay.getByText('Reload Page')).toBeHidden();

  refusing = true;
  await Promise.all(sockets.map((ws) => ws.close({ code: 1012, reason: 'test: restart' })));
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Connection to Server Lost');
  expect(await dialog.locator('h6').textContent()).toBe(CONNECTION_LOST);
  await expect(dialog.getByRole('button', { name: 'Reload Page' })).toBeVisible();
  await snapshot(page, 'overlay');

  // The client keeps retrying; after a 1012 (a restart) it waits one to eleven seconds at
  // random, so that a thousand pages do not return at once. The next attempt gets through.
  const before = sockets.length;
  refusing = false;
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  expect(sockets.length).toBeGreaterThan(before);
  await expect(page.getByRole('button', { name: 'Connection: Connected' })).toBeVisible();
  await page.context().close();
});

test('a person without groups is told to contact their administrator', async ({ browser }) => {
  const admin = await adminPage(browser);
  const api = await apiAs(admin);
  const staffing = (await api.get<UserDto[]>('secure/users')).find(
    (u) => u.userCode === 'staffing',
  );
  if (!staffing) throw new Error('demo user staffing missing');

  // A demo user lent for the test, so the other specs still see every demo user.
  await api.post(`secure/admin/users/${staffing.userUuid}`, saveBody(staffing, { groups: [] }));
  const since = Date.now() - 1000;
  await api.get(`secure/admin/users/${staffing.emailAddress}/forgot/${randomUUID()}`);
  const link = await mailedResetLink(staffing.emailAddress, since);

  const other = await browser.newContext();
  try {
    const person = await other.newPage();
    await chooseNewPassword(person, link, 'staffing', STAFFING_PASSWORD);
    await signIn(person, 'staffing', STAFFING_PASSWORD, 'Sam Staffing');
    await expect(person.getByText(NO_ACCESS)).toBeVisible();
    await expect(person.getByText('Please contact your administrator.')).toBeVisible();
    const navigation = person.getByRole('navigation', { name: 'Applications' });
    await expect(navigation).toBeHidden();
    await expect(person.getByRole('combobox')).toBeHidden();
    await snapshot(person, 'no-access');

    // Given back their groups, the open page shows their applications without a reload.
    await api.post(`secure/admin/users/${staffing.userUuid}`, saveBody(staffing, {}));
    await expect(navigation.getByRole('link', { name: 'Pool Members' })).toBeVisible();
    await expect(person.getByText(NO_ACCESS)).toBeHidden();
  } finally {
    await other.close();
    await api.post(`secure/admin/users/${staffing.userUuid}`, saveBody(staffing, {}));
    await admin.context().close();
  }
});

test('two signed-in browsers: sessions popover, spotlight, and live updates', async ({
  browser,
}) => {
  const page = await adminPage(browser);
  await expect(page.getByRole('navigation', { name: 'Applications' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Users' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Change log' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connection: Connected' })).toBeVisible();
  await snapshot(page, 'home');

  // The heartbeats ran when the socket opened; the version label shows their round trips.
  await page.getByTestId('version-label').click();
  await expect(page.getByTestId('latency-RPC PING')).toContainText(/\d+ ms/);
  await expect(page.getByTestId('latency-RPC ECHO')).toContainText(/\d+ ms/);
  await expect(page.getByTestId('latency-REST ECHO')).toContainText(/\d+ ms/);
  await expect(page.getByText(/^Build time: /)).toBeVisible();
  await snapshot(page, 'version-details');
  await page.getByTestId('version-label').click();

  // (b) A second browser, another person: the popover lists both, with where they are.
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await signIn(second, 'staffing', STAFFING_PASSWORD, 'Sam Staffing');
    await second.getByRole('link', { name: 'Pool Members' }).click();
    await expect(second).toHaveURL(/\/app\/nhp-pool$/);

    await page.getByRole('button', { name: 'Connection: Connected' }).click();
    const sessions = page.getByRole('list', { name: 'Open sessions' }).getByTestId('open-session');
    await expect(sessions.filter({ hasText: 'staffing/nhp-pool' })).toHaveCount(1);
    await expect(sessions.filter({ hasText: /^admin\/$/ })).not.toHaveCount(0);
    await snapshot(page, 'sessions-popover');
    await page.keyboard.press('Escape');
  } finally {
    await other.close();
  }

  // (e) A rename through the API shows in the open users grid without a reload.
  await page.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('gridcell', { name: 'recruiter', exact: true })).toBeVisible();
  const api = await apiAs(page);
  const recruiter = (await api.get<UserDto[]>('secure/users')).find(
    (u) => u.userCode === 'recruiter',
  );
  if (!recruiter) throw new Error('demo user recruiter missing');
  const cell = (firstName: string) =>
    page.getByRole('gridcell', { name: `${firstName} ${recruiter.lastName}`, exact: true });
  try {
    await api.post(
      `secure/admin/users/${recruiter.userUuid}`,
      saveBody(recruiter, { firstName: 'Renamed' }),
    );
    await expect(cell('Renamed')).toBeVisible({ timeout: 3000 });
  } finally {
    await api.post(`secure/admin/users/${recruiter.userUuid}`, saveBody(recruiter, {}));
  }
  await expect(cell(recruiter.firstName)).toBeVisible({ timeout: 3000 });

  // (c) The spotlight finds a demo node and opens it in the tree.
  const search = page.getByRole('combobox', { name: 'Search' });
  await search.fill('Paint');
  const firstResult = page.getByRole('option').first();
  await expect(firstResult).toBeVisible();
  await expect(firstResult).toContainText(/Paint/i);
  await snapshot(page, 'spotlight');
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/app\/tree\/[0-9a-f-]{36}$/);
  await expect(search).toHaveValue('');
  await page.context().close();
});
