import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { DATA_DIR, REPO_ROOT } from './env';
import { expect, test } from './fixtures';
import { apiGet, signInAsAdmin } from './tree-helpers';

// Issue 32, items 1 and 7: the PDA editor on the demo data, at 1440x900 and on a phone.

type Client = { nodeUuid: string };
type Stat = { nodeUuid: string; levelUuid: string; m: number; n: number };
type Rule = { pdaUuid: string; nodeUuid: string };
type Capability = { capabilityUuid: string; description: string; code: string };
type Pda = {
  description: string;
  aPDAType: { editable: boolean };
  collPDADemands: { capabilityUuid: string; value: string }[];
};

const PROCESS = '00000000-0000-0000-0001-000000000006';
const SHOTS = resolve(REPO_ROOT, DATA_DIR, 'screens');
const LIFT = 'Lift floor to waist';

/** An editable PDA of a job some pool members match (the what-if has people to count). */
async function editablePda(page: Page) {
  const [client] = await apiGet<Client[]>(page, 'secure/me/clients');
  const stats = await apiGet<Stat[]>(page, `secure/client/${client.nodeUuid}/node-match-stats`);
  const jobs = stats.filter((s) => s.levelUuid === PROCESS && s.m > 0).sort((a, b) => b.m - a.m);
  for (const job of jobs)
    for (const rule of await apiGet<Rule[]>(page, `secure/nodes/${job.nodeUuid}/tree-rules`)) {
      const pda = await apiGet<Pda>(page, `secure/pda/${rule.pdaUuid}`);
      if (rule.nodeUuid === job.nodeUuid && pda.aPDAType.editable)
        return { job: job.nodeUuid, pdaUuid: rule.pdaUuid, pda };
    }
  throw new Error('the demo has no editable PDA of a matched job');
}

test('the PDA editor: in view when opened, an input for every demand, levels that keep 33 kg', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  await signInAsAdmin(page, consoleErrors.allow);
  const capabilities = await apiGet<Capability[]>(page, 'private/capabilities');
  const lift = capabilities.find((c) => c.description === LIFT)!;
  const { job, pdaUuid, pda } = await editablePda(page);
  const before = pda.collPDADemands.find((d) => d.capabilityUuid === lift.capabilityUuid);
  const demandWrites: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/demand/')) demandWrites.push(r.url());
  });

  // Opened from the node's PDA list, the panel comes into view: on a phone, where it opens
  // far below the list, and at 1440x900.
  const panel = page.getByRole('region', { name: `PDA ${pda.description}` });
  for (const size of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await page.goto(`/app/tree/${job}`);
    await page
      .getByRole('region', { name: 'PDAs' })
      .getByRole('link', { name: pda.description })
      .click();
    await expect(panel.getByRole('heading', { level: 2 })).toBeInViewport();
    await expect(panel.getByRole('tablist', { name: 'PDA tabs' })).toBeInViewport({ ratio: 1 });
  }
  await page.screenshot({ path: `${SHOTS}/pda-opened-1440.png` });

  // Edit mode, exact values: 33 kg typed and saved.
  await panel.getByRole('switch', { name: 'Edit mode' }).check();
  await panel.getByRole('switch', { name: 'Exact values' }).check();
  const demands = panel.getByRole('group', { name: 'Demands' });
  const exactLift = demands.getByRole('textbox', { name: LIFT, exact: true });
  await exactLift.fill('33');
  await exactLift.press('Enter');
  await expect(exactLift).toHaveAttribute('data-state', 'success');
  const saved = demandWrites.length;

  // Viewed, the page shows the demand once: no node sums beside the open PDA's own table.
  await panel.getByRole('switch', { name: 'Edit mode' }).uncheck();
  await expect(panel.getByRole('cell', { name: '33 kg', exact: true })).toHaveCount(1);
  await expect(page.getByRole('cell', { name: /^(33 kg|Heavy)$/ })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'PDA sums', exact: true })).toHaveCount(0);
  await panel.getByRole('switch', { name: 'Edit mode' }).check();

  // Levels: every demand has an input, no developer text, 33 kg shown under Heavy.
  await panel.getByRole('switch', { name: 'Exact values' }).uncheck();
  await expect(demands.locator('[data-capability]')).toHaveCount(capabilities.length);
  await expect(panel).not.toContainText('RangeEditorSelect');
  const level = demands.getByRole('combobox', { name: LIFT, exact: true });
  await expect(level).toHaveText('Heavy');
  await expect(demands.getByText('Exactly 33 kg')).toBeVisible();
  const choose = async (word: string) => {
    await level.click();
    await page.getByRole('option', { name: word, exact: true }).click();
  };

  // Medium then Heavy: back to 33 kg, nothing saved.
  const whatIf = panel.getByTestId('what-if');
  await choose('Medium');
  await expect(
    demands.getByText('Not saved: Medium (15 kg) in place of Heavy (33 kg).'),
  ).toBeVisible();
  await expect(whatIf).toContainText('after this change');
  await level.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/pda-editor-1440.png` });
  await choose('Heavy');
  await expect(demands.getByText('Exactly 33 kg')).toBeVisible();
  await expect(demands.getByText(/^Not saved/)).toHaveCount(0);
  await expect(whatIf).not.toContainText('after this change');

  // Medium, undone: nothing saved either.
  await choose('Medium');
  await panel.getByRole('button', { name: `Undo ${LIFT}` }).click();
  await expect(level).toHaveText('Heavy');
  expect(demandWrites).toHaveLength(saved);
  const now = await apiGet<Pda>(page, `secure/pda/${pdaUuid}`);
  expect(now.collPDADemands.find((d) => d.capabilityUuid === lift.capabilityUuid)?.value).toBe(
    '33',
  );

  // On a phone: the same editor, no sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await choose('Medium');
  await demands.getByText(/^Not saved/).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/pda-editor-390.png` });
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  await panel.getByRole('button', { name: `Undo ${LIFT}` }).click();

  // The demo's value back, for the other browser tests.
  await panel.getByRole('switch', { name: 'Exact values' }).check();
  await exactLift.fill(before?.value ?? '');
  await exactLift.press('Enter');
  await expect(exactLift).toHaveAttribute(
    'data-state',
    before?.value === '33' ? 'idle' : 'success',
  );
});
