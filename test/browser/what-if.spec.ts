import { expect, test } from './fixtures';
import { apiGet, signInAsAdmin } from './tree-helpers';

type Client = { nodeUuid: string };
type Stat = { nodeUuid: string; levelUuid: string; m: number; n: number };
type Rule = { pdaUuid: string; nodeUuid: string; capabilityUuid: string };
type Capability = {
  capabilityUuid: string;
  description: string;
  type: string;
  direction: string;
  maxValue: number | null;
};
type Pda = { description: string; collPDADemands: { capabilityUuid: string; value: string }[] };

const PROCESS = '00000000-0000-0000-0001-000000000006';

test('what-if in the PDA editor: the counts follow a typed demand, and cancelling saves nothing', async ({
  page,
  consoleErrors,
}) => {
  await signInAsAdmin(page, consoleErrors.allow);
  const [client] = await apiGet<Client[]>(page, 'secure/me/clients');
  const statsOf = () => apiGet<Stat[]>(page, `secure/client/${client.nodeUuid}/node-match-stats`);
  const ranged = new Map(
    (await apiGet<Capability[]>(page, 'private/capabilities'))
      .filter((c) => c.type === 'RANGE_UNITS' && c.direction === 'AT_LEAST' && c.maxValue !== null)
      .map((c) => [c.capabilityUuid, c]),
  );
  // A job some pool members match, one of whose PDAs asks at least some number: raised to its
  // maximum, fewer would match.
  let target: { job: Stat; rule: Rule; capability: Capability } | undefined;
  const jobs = (await statsOf())
    .filter((s) => s.levelUuid === PROCESS && s.m > 0 && s.m < s.n)
    .sort((a, b) => b.m - a.m);
  for (const job of jobs) {
    const rules = await apiGet<Rule[]>(page, `secure/nodes/${job.nodeUuid}/tree-rules`);
    const rule = rules.find((r) => r.nodeUuid === job.nodeUuid && ranged.has(r.capabilityUuid));
    if (rule) {
      target = { job, rule, capability: ranged.get(rule.capabilityUuid)! };
      break;
    }
  }
  expect(target, 'the demo has a matched job with a numeric demand').toBeDefined();
  const { job, rule, capability } = target!;
  const saved = await apiGet<Pda>(page, `secure/pda/${rule.pdaUuid}`);

  await page.goto(`/app/tree/${job.nodeUuid}#${rule.pdaUuid}`);
  const panel = page.getByRole('region', { name: `PDA ${saved.description}` });
  await panel.getByRole('switch', { name: 'Edit mode' }).check();
  await panel.getByRole('switch', { name: 'Exact values' }).check();
  const whatIf = panel.getByTestId('what-if');
  await expect(whatIf).toHaveAttribute('aria-live', 'polite');
  // Today's counts from the start: the editor asks as it opens.
  const today = new RegExp(`^${job.m} of ${job.n} pool members match now; most excluding: `);
  await expect(whatIf).toHaveText(today);

  const input = panel
    .getByRole('group', { name: 'Demands' })
    .getByRole('textbox', { name: capability.description, exact: true });
  await input.fill(String(capability.maxValue));
  await expect(whatIf).toContainText(
    new RegExp(
      `^${job.m} of ${job.n} pool members match now; \\d+ after this change; most excluding then: `,
    ),
  );
  const after = Number(/; (\d+) after this change/.exec((await whatIf.textContent()) ?? '')![1]);
  expect(after).toBeLessThan(job.m);

  // Cancelled: the counts are today's again, and nothing was saved or rematched.
  await input.press('Escape');
  await expect(whatIf).toHaveText(today);
  const now = await apiGet<Pda>(page, `secure/pda/${rule.pdaUuid}`);
  expect(now.collPDADemands).toEqual(saved.collPDADemands);
  expect((await statsOf()).find((s) => s.nodeUuid === job.nodeUuid)!.m).toBe(job.m);
  await page.screenshot({ path: 'test-results/what-if.png', fullPage: true });
});
