import { expect, test } from './fixtures';
import { apiCall, apiGet, signInAsAdmin } from './tree-helpers';

type Roster = {
  locations: {
    clientDescription: string;
    rooms: {
      slots: {
        entries: {
          examUuid: string;
          examStatusEnum: string;
          aID: { id: string };
          aPerson: { firstName: string; lastName: string };
        }[];
      }[];
    }[];
  }[];
};

test('the real-time roster groups today by client and session, filters, and follows changes without a reload', async ({
  page,
  consoleErrors,
}) => {
  await signInAsAdmin(page, consoleErrors.allow);
  await page.getByRole('link', { name: 'Realtime Results' }).click();
  const today = new Date();
  const day = `${today.getFullYear()}/${today.getMonth() + 1}/${today.getDate()}`;
  await expect(page).toHaveURL(new RegExp(`/app/realtime/${day}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Realtime roster' })).toBeVisible();

  const roster = await apiGet<Roster>(page, `secure/rosters/${day}`);
  const clients = roster.locations.map((l) => l.clientDescription);
  await expect(page.getByTestId('group-0').first()).toContainText(clients.sort()[0]);
  const entries = roster.locations.flatMap((l) =>
    l.rooms.flatMap((r) => r.slots.flatMap((s) => s.entries)),
  );
  await expect(page.getByTestId('grid-status')).toHaveText(
    `Total rows: ${entries.length} · Filtered rows: ${entries.length}`,
  );
  // The exceptions column is there but hidden at first.
  await expect(page.getByRole('columnheader', { name: 'Exceptions' })).toBeHidden();

  // The quick filter keeps the matching rows and their group headers.
  const pending = entries.find((e) => e.examStatusEnum === 'PENDING')!;
  await page.getByRole('searchbox', { name: 'Search' }).fill(pending.aID.id);
  await expect(page.getByTestId('grid-status')).toHaveText(
    `Total rows: ${entries.length} · Filtered rows: 1`,
  );
  const row = page.getByRole('row').filter({ hasText: pending.aID.id });
  await expect(row.locator('[data-status]')).toHaveText('pending');
  await expect(page.getByTestId('group-0')).toHaveCount(1);
  await expect(page.getByTestId('group-1')).toHaveCount(1);

  // Someone marks the candidate a no-show: the badge turns red without a reload.
  await apiCall(page, 'POST', `secure/exams/${pending.examUuid}/noShow`);
  await expect(row.locator('[data-status]')).toHaveText('noshow', { timeout: 12_000 });
  await expect(row.getByRole('link', { name: pending.aID.id })).toHaveAttribute(
    'href',
    /\/app\/person\//,
  );
});
