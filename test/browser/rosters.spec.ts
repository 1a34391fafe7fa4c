import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiGet, preferenceSaved, signInAsAdmin } from './tree-helpers';

type Entry = {
  examUuid: string;
  examStatusEnum: string;
  aExam: { examTypeKind: string };
  aPerson: { firstName: string; lastName: string };
};
type Roster = {
  locations: {
    description: string;
    rooms: { roomUuid: string; productDescription: string | null; slots: { entries: Entry[] }[] }[];
  }[];
};

const today = new Date();
const dayPath = (d: Date) => `${d.getFullYear()}/${d.getMonth() + 1}/${d.getDate()}`;

/** A room of today's demo roster with a PENDING PPT exam in it. */
async function pendingPpt(page: Page) {
  const roster = await apiGet<Roster>(page, `secure/rosters/${dayPath(today)}`);
  for (const location of roster.locations)
    for (const room of location.rooms)
      for (const slot of room.slots)
        for (const entry of slot.entries)
          if (entry.examStatusEnum === 'PENDING' && entry.aExam.examTypeKind === 'PPT')
            return { location: location.description, room: room.productDescription!, entry };
  throw new Error('No pending PPT exam on today’s demo roster');
}

const roomButton = (page: Page, location: string, room: string) =>
  page
    .getByRole('list', { name: location, exact: true })
    .getByRole('button', { name: new RegExp(`^${room}`) });

test('an examiner opens today’s roster, fills and finalizes an exam, and schedules another', async ({
  page,
  consoleErrors,
}) => {
  // The demo PPT form has 23 numbers (every capability a PDA compares): filling them one by one,
  // each saved as it is left, takes longer than the default 30 s.
  test.setTimeout(120_000);
  await signInAsAdmin(page, consoleErrors.allow);
  await page.getByRole('link', { name: 'Rosters' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/rosters/${dayPath(today)}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Rosters' })).toBeVisible();

  // The room chosen is remembered for the person: still chosen after a reload.
  const { location, room, entry } = await pendingPpt(page);
  const saved = preferenceSaved(page, 'rosters.lastRoom');
  await roomButton(page, location, room).click();
  await saved;
  await page.reload();
  await expect(roomButton(page, location, room)).toHaveClass(/Mui-selected/);

  // The day's people take their candidates' data from the HR system (the Workday simulator).
  await page.getByRole('button', { name: 'Sync with HR' }).click();
  await expect(
    page.getByText(/^\d+ people on the roster, [1-9]\d* found in the HR system, \d+ updated/),
  ).toBeVisible();

  const name = `${entry.aPerson.lastName}, ${entry.aPerson.firstName}`;
  // The exam chosen, by its address: the demo may book the same person twice in one room.
  const examLink = page
    .getByRole('region', { name: `Room ${room}` })
    .locator(`a[href$="/${entry.examUuid}"]`);
  await expect(examLink).toHaveText(name);
  await examLink.click();
  await expect(page).toHaveURL(new RegExp(`/app/rosters/${dayPath(today)}/${entry.examUuid}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('button', { name: 'Finalize' })).toBeDisabled();

  // A value outside the hard bounds is refused under the field; outside the soft ones, yellow.
  const lift = page.getByRole('textbox', { name: /Lift floor to waist/ });
  await lift.fill('150');
  await lift.press('Tab');
  await expect(page.getByText(/must be between 0 and 100/)).toBeVisible();
  await lift.fill('80');
  await lift.press('Tab');
  await expect(lift).toHaveAttribute('data-soft-bounds', 'outside');
  await expect(lift).toHaveValue('80.0');

  await page.getByRole('button', { name: /^Verify/ }).click();
  await expect(page.getByText(/of the required fields are filled/)).toBeVisible();
  const numbers = page.locator('input[data-soft-bounds]');
  for (let i = 0; i < (await numbers.count()); i++) {
    const input = numbers.nth(i);
    if ((await input.inputValue()) !== '') continue;
    await input.fill('20');
    await input.press('Tab');
    await expect(input).toHaveValue('20.0');
  }
  await page.getByRole('combobox', { name: /Dominant hand/ }).click();
  await page.getByRole('option', { name: 'Right' }).click();
  await expect(page.getByRole('button', { name: 'Verify (100%)' })).toBeVisible();
  await expect(page.getByText('Every required field is filled')).toBeVisible();

  await page.getByRole('button', { name: 'Finalize' }).click();
  await expect(page.getByText('Exam Finalized', { exact: true })).toBeVisible();
  await expect(page.getByText('Complete', { exact: true })).toBeVisible();
  await expect(lift).toBeDisabled();
  await expect(page.getByText('Scored', { exact: true })).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: 'Unfinalize' }).click();
  await expect(page.getByText('Exam Unfinalized', { exact: true })).toBeVisible();
  await expect(lift).toBeEnabled();

  // Back on the roster: schedule another assessment for the same person, tomorrow.
  await page.getByRole('link', { name: 'Back to the roster' }).click();
  await page
    .getByRole('button', { name: `Schedule ${entry.aPerson.firstName} ${entry.aPerson.lastName}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /Schedule an assessment for/ });
  await dialog.getByRole('combobox', { name: 'ID' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('combobox', { name: 'Room' }).click();
  await page.getByRole('option', { name: new RegExp(`^${room}`) }).click();
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: /^PPT/ }).click();
  const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  const iso = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
  await dialog.getByLabel('Date').fill(iso);
  await dialog.getByLabel('Time').fill('16:15');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText(/is scheduled for PPT/)).toBeVisible();

  // The same again: the server's refusal shows in the dialog, in red.
  consoleErrors.allow({ status: 409, urlPart: '/api/v1/secure/ui/exam-for-id/' });
  await page
    .getByRole('button', { name: `Schedule ${entry.aPerson.firstName} ${entry.aPerson.lastName}` })
    .first()
    .click();
  await dialog.getByRole('combobox', { name: 'ID' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('combobox', { name: 'Room' }).click();
  await page.getByRole('option', { name: new RegExp(`^${room}`) }).click();
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: /^PPT/ }).click();
  await dialog.getByLabel('Date').fill(iso);
  await dialog.getByLabel('Time').fill('16:15');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog.getByRole('alert')).toContainText('already has PPT');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/rosters/${dayPath(tomorrow)}$`));
  await expect(page.getByRole('region', { name: `Room ${room}` }).getByText('16:15')).toBeVisible();

  // A day that does not exist shows today's roster.
  await page.goto('/app/rosters/2026/2/30');
  await expect(page).toHaveURL(new RegExp(`/app/rosters/${dayPath(today)}$`));
});
