import { expect, test } from './fixtures';
import { apiGet, signInAsAdmin } from './tree-helpers';

type Roster = {
  locations: {
    rooms: {
      slots: {
        entries: {
          examUuid: string;
          examStatusEnum: string;
          aExam: { examTypeKind: string };
          aPerson: { personUuid: string; firstName: string; lastName: string };
        }[];
      }[];
    }[];
  }[];
};

test('an admin opens a candidate’s match reasons from their finished exam', async ({
  page,
  consoleErrors,
}) => {
  await signInAsAdmin(page, consoleErrors.allow);
  const today = new Date();
  const day = `${today.getFullYear()}/${today.getMonth() + 1}/${today.getDate()}`;
  const roster = await apiGet<Roster>(page, `secure/rosters/${day}`);
  const done = roster.locations
    .flatMap((l) => l.rooms.flatMap((r) => r.slots.flatMap((s) => s.entries)))
    .find((e) => e.examStatusEnum === 'COMPLETE' && e.aExam.examTypeKind === 'PPT')!;

  await page.goto(`/app/rosters/${day}/${done.examUuid}`);
  await page.getByRole('link', { name: 'Match reasons' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/reasons/${done.aPerson.personUuid}$`));
  const name = `${done.aPerson.lastName}, ${done.aPerson.firstName}`;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Reasons: ${name}`);
  const summary = page.getByTestId('reasons-summary');
  await expect(summary).toContainText(/\d+ of \d+ active PDAs satisfied · measured /);

  // Satisfied PDAs are hidden until asked for: every PDA shows once the switch is on.
  const total = Number(/of (\d+) active/.exec((await summary.textContent()) ?? '')![1]);
  await page.getByRole('switch', { name: 'Show satisfied PDAs' }).click();
  await expect(page.getByTestId('pda-percent')).toHaveCount(total);
  await expect(page.getByTestId('pda-percent').first()).toHaveText(/^\d+\.\d{2}%$/);
});
