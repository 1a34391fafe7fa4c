import { expect, test } from './fixtures';
import { apiGet, signInAsAdmin } from './tree-helpers';

type Client = { nodeUuid: string; description: string };
type Stat = { nodeUuid: string; levelUuid: string; description: string; m: number; n: number };

const PROCESS = '00000000-0000-0000-0001-000000000006';

test('an admin sees who matches a job, the demands that exclude the others, and the people', async ({
  page,
  consoleErrors,
}) => {
  await signInAsAdmin(page, consoleErrors.allow);
  const [client] = await apiGet<Client[]>(page, 'secure/me/clients');
  const stats = await apiGet<Stat[]>(page, `secure/client/${client.nodeUuid}/node-match-stats`);
  // A job some of the demo's pool members match and others do not.
  const job = stats
    .filter((s) => s.levelUuid === PROCESS && s.m > 0 && s.m < s.n)
    .sort((a, b) => b.m - a.m)[0];
  expect(job, 'the demo has a job matched by some pool members only').toBeDefined();

  await page.getByRole('link', { name: 'Match Statistics' }).click();
  await expect(page).toHaveURL(/\/app\/match-stats$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Match statistics');
  await expect(page.getByTestId('match-summary')).toContainText(
    new RegExp(`of ${job.n} pool members of ${client.description} match at least one job`),
  );
  await expect(page.getByRole('combobox', { name: 'Level' })).toHaveText('Production Process');

  const nodes = page.getByRole('grid', { name: 'Nodes' });
  await page.getByPlaceholder('Search…').fill(job.description);
  await nodes.getByText(job.description, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`node=${job.nodeUuid}`));
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(`^${job.description}:`) }),
  ).toHaveText(`${job.description}: ${job.m} of ${job.n} (${((100 * job.m) / job.n).toFixed(2)}%)`);

  const rules = page.getByRole('region', { name: 'Rules' });
  await expect(
    rules.getByRole('figure', { name: 'Demands that exclude the most pool members' }),
  ).toBeVisible();
  await expect(rules.locator('.MuiChartsSurface-root, svg').first()).toBeVisible();
  await expect(rules.getByRole('grid', { name: 'Rules' }).getByRole('row').nth(1)).toBeVisible();

  const people = page.getByRole('region', { name: 'People' });
  await expect(people.getByTestId('grid-status')).toHaveText(
    `Total rows: ${job.m} · Filtered rows: ${job.m}`,
  );
  await page.screenshot({ path: 'test-results/match-stats.png', fullPage: true });
});
