import { expect, test } from './fixtures';
import { apiCall, apiGet, signInAsAdmin } from './tree-helpers';

type Entry = {
  examUuid: string;
  examStatusEnum: string;
  aExam: { examTypeKind: 'PPT' | 'TMM' | 'PROCESS' };
  aID: { id: string };
  aPerson: { personUuid: string; firstName: string; lastName: string };
};
type Roster = {
  locations: {
    clientDescription: string;
    rooms: { slots: { startTs: string; entries: Entry[] }[] }[];
  }[];
};

test('the real-time roster groups today by client and session, filters, and follows changes without a reload', async ({
  page,
  consoleErrors,
}) => {
  await signInAsAdmin(page, consoleErrors.allow);
  await page.goto('/app/realtime');
  const today = new Date();
  const day = `${today.getFullYear()}/${today.getMonth() + 1}/${today.getDate()}`;
  await expect(page).toHaveURL(new RegExp(`/app/realtime/${day}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Realtime roster' })).toBeVisible();

  const roster = await apiGet<Roster>(page, `secure/rosters/${day}`);
  const entries = roster.locations.flatMap((l) =>
    l.rooms.flatMap((r) => r.slots.flatMap((s) => s.entries)),
  );
  expect(entries.length, 'the demo has exams today').toBeGreaterThan(1);
  const byClient = new Map<string, Entry[]>();
  for (const location of roster.locations)
    for (const room of location.rooms)
      for (const slot of room.slots)
        for (const entry of slot.entries)
          byClient.set(location.clientDescription, [
            ...(byClient.get(location.clientDescription) ?? []),
            entry,
          ]);
  const clients = [...byClient.keys()].sort((a, b) => a.localeCompare(b));
  // The first client's header, then its first session, opens the grid.
  await expect(page.getByTestId('grid-status')).toHaveText(
    `Total rows: ${entries.length} · Filtered rows: ${entries.length}`,
  );
  const lines = page.getByRole('row');
  await expect(lines.nth(1).getByTestId('group-0')).toHaveText(
    `${clients[0]} (${byClient.get(clients[0])!.length})`,
  );
  await expect(lines.nth(2).getByTestId('group-1')).toBeVisible();
  await expect(lines.nth(3).locator('[data-status]')).toBeVisible();
  // The exceptions column is there but hidden at first.
  await expect(page.getByRole('columnheader', { name: 'Exceptions' })).toBeHidden();
  await page.screenshot({ path: '/tmp/realtime.png', fullPage: true });

  // Each client's exams sit under its one header (the grid draws only the lines in view, so
  // each client is looked at alone).
  const search = page.getByRole('searchbox');
  for (const client of clients) {
    await search.fill(client);
    await expect(page.getByTestId('group-0')).toHaveText([
      `${client} (${byClient.get(client)!.length})`,
    ]);
  }

  // A finished exam: the product badge, and its score sheet downloads with the session.
  const complete = entries.find(
    (e) =>
      e.examStatusEnum === 'COMPLETE' && entries.filter((x) => x.aID.id === e.aID.id).length === 1,
  );
  expect(complete, 'the demo has a finished exam today').toBeDefined();
  await search.fill(complete!.aID.id);
  const done = page.getByRole('row').filter({ hasText: complete!.aID.id });
  // The {product} badge names the exam's assessment product (PPT, TMM, Process Score).
  await expect(done.getByText(/^(PPT|TMM|Process Score)$/)).toBeVisible();
  const scoreSheet = done.getByRole('link', { name: /^Score sheet of / });
  // The server's score PDF of the exam's kind (seed 001: ppt.pdf, tmm-score.pdf, score.pdf).
  const pdf = { PPT: 'ppt', TMM: 'tmm-score', PROCESS: 'score' }[complete!.aExam.examTypeKind];
  await expect(scoreSheet).toHaveAttribute(
    'href',
    new RegExp(`^/api/v1/pdf/${pdf}\\.pdf\\?uuid=${complete!.examUuid}&person_uuid=`),
  );
  await page.screenshot({ path: '/tmp/realtime-complete.png' });
  const download = page.waitForEvent('download');
  await scoreSheet.click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  // The quick filter, by the person's name, keeps the matching rows and their group headers.
  // One whose name no other exam of the day shares (demo candidates take the HR system's
  // names, which repeat more), so the filtered rows fit the grid's view with their headers.
  const sameNameAs = (e: Entry) => (x: Entry) =>
    x.aPerson.firstName === e.aPerson.firstName && x.aPerson.lastName === e.aPerson.lastName;
  const pending = entries.find(
    (e) => e.examStatusEnum === 'PENDING' && entries.filter(sameNameAs(e)).length === 1,
  );
  expect(pending, 'the demo has a pending exam today').toBeDefined();
  const { firstName, lastName, personUuid } = pending!.aPerson;
  const sameName = entries.filter(
    (e) => e.aPerson.firstName === firstName && e.aPerson.lastName === lastName,
  );
  await search.fill(`${firstName} ${lastName}`);
  await expect(page.getByTestId('grid-status')).toHaveText(
    `Total rows: ${entries.length} · Filtered rows: ${sameName.length}`,
  );
  await expect(page.getByTestId('group-0')).toHaveCount(
    new Set(
      roster.locations
        .filter((l) =>
          l.rooms.some((r) => r.slots.some((s) => s.entries.some((e) => sameName.includes(e)))),
        )
        .map((l) => l.clientDescription),
    ).size,
  );
  const row = page.getByRole('row').filter({ hasText: pending!.aID.id });
  await expect(row.locator('[data-status]')).toHaveText('Pending');
  await expect(row.getByRole('link', { name: pending!.aID.id })).toHaveAttribute(
    'href',
    `/app/person/${personUuid}`,
  );
  await page.screenshot({ path: '/tmp/realtime-filtered.png' });

  // Someone marks the candidate a no-show: the badge turns red without a reload.
  await page.evaluate(() => ((window as unknown as { notReloaded?: boolean }).notReloaded = true));
  await apiCall(page, 'POST', `secure/exams/${pending!.examUuid}/noShow`);
  await expect(row.locator('[data-status]')).toHaveText('No Show', { timeout: 12_000 });
  await expect(row.locator('[data-status]')).toHaveClass(/MuiChip-colorError/);
  await expect(search).toHaveValue(`${firstName} ${lastName}`);
  expect(
    await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);
});
