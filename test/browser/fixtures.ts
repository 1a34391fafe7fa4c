import { expect, test as base, type Page } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { OUTBOX_DIR } from './env';

/**
 * A console error a test provokes on purpose. Chrome logs every 4xx answer to fetch as
 * "Failed to load resource: ... status of N"; a rule lets exactly that status from a URL
 * containing `urlPart` through, and nothing else.
 */
export type ExpectedConsoleError = { status: number; urlPart: string };

type ConsoleGuard = { allow: (error: ExpectedConsoleError) => void };

type LoggedError = { text: string; url: string; line: number };

const describe = (e: LoggedError) => `${e.text}${e.url ? ` (${e.url}:${e.line})` : ''}`;

/** Every test fails if the page logged an unexpected console error or threw an exception. */
export const test = base.extend<{ consoleErrors: ConsoleGuard }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: LoggedError[] = [];
      const allowed: ExpectedConsoleError[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url, lineNumber } = message.location();
        errors.push({ text: `console.error: ${message.text()}`, url, line: lineNumber });
      });
      page.on('pageerror', (error) =>
        errors.push({ text: `pageerror: ${error.stack ?? error.message}`, url: '', line: 0 }),
      );
      await use({ allow: (rule) => allowed.push(rule) });
      const unexpected = errors.filter(
        (e) =>
          !allowed.some(
            (rule) => e.text.includes(`status of ${rule.status}`) && e.url.includes(rule.urlPart),
          ),
      );
      expect(
        unexpected.map(describe),
        'console errors and uncaught exceptions in the page',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Signs in through the form and waits for the signed-in header. */
export async function signIn(page: Page, username: string, password: string, fullName: string) {
  if (!page.url().includes('/app/login')) await page.goto('/app/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByTestId('user-full-name')).toHaveText(fullName);
}

export async function logout(page: Page) {
  // Phones and tablets keep Logout in the user menu.
  const wide = await page.getByRole('button', { name: 'Logout' }).isVisible();
  if (wide) await page.getByRole('button', { name: 'Logout' }).click();
  else {
    await page
      .getByRole('button', { name: await page.getByTestId('user-full-name').innerText() })
      .click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
  }
  await expect(page).toHaveURL(/\/app\/login$/);
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function mailsTo(recipient: string, since: number): string[] {
  let files: string[];
  try {
    files = readdirSync(OUTBOX_DIR).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .map((name) => join(OUTBOX_DIR, name))
    .filter((file) => statSync(file).mtimeMs >= since)
    .map((file) => decodeQuotedPrintable(readFileSync(file, 'utf8')))
    .filter((mail) => new RegExp(`^To: .*${recipient.replace(/\./g, '\\.')}`, 'mi').test(mail));
}

/**
 * The app path of the reset or invitation link in the newest mail to `recipient` written after
 * `since` (ms). The mail's host is PUBLIC_URL (localhost); the tests use their own base URL.
 */
export async function mailedResetLink(recipient: string, since: number): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const mails = mailsTo(recipient, since);
        const match = /\/app\/reset\?token=[A-Za-z0-9_%-]+/.exec(mails[mails.length - 1] ?? '');
        link = match?.[0] ?? '';
        return link;
      },
      { message: `a mail with a reset link to ${recipient}`, timeout: 10_000 },
    )
    .not.toBe('');
  return link;
}

/** Opens a reset or invitation link and sets `password`; ends on the success page. */
export async function chooseNewPassword(
  page: Page,
  link: string,
  username: string,
  password: string,
) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(username);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await expect(page.getByText('Strong')).toBeVisible();
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
}
