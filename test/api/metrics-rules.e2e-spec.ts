import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { load } from 'js-yaml';
import { parseExposition } from '../support/prometheus-text';
import { startTestApp, type TestApp } from '../support/test-app';

// The example alert rules and Grafana dashboard in docker/ (decision 0045) against the app's
// real scrape: a metric renamed in the app, or misspelt in a rule or a panel, fails here.
// Where Debian's prometheus package is installed, promtool checks the files and runs the
// rules' own unit tests as well; the checks of this file run everywhere.
const DIR = join(__dirname, '..', '..', 'docker');
const RULES = join(DIR, 'prometheus', 'alerts.yml');
const DASHBOARD = join(DIR, 'grafana', 'placement-portal-dashboard.json');
/** The alerts the operations guide promises (docs/operations.md, "Metrics and alerts"). */
const PROMISED = [
  'PortalDown',
  'PortalHighErrorRate',
  'PortalSlowRequests',
  'PortalDatabasePoolWaiting',
  'PortalJobQueueStale',
  'PortalDiskFilling',
  'PortalDiskFull',
  'PortalBackupFailed',
];

interface Rule {
  alert?: string;
  expr?: unknown;
  for?: unknown;
  labels?: Record<string, unknown>;
  annotations?: Record<string, unknown>;
}

/** The portal_ metric names an expression reads. */
const metricsIn = (expr: string) => [...expr.matchAll(/\bportal_[a-z0-9_]+/g)].map((m) => m[0]);

function promtool(): string | undefined {
  return (process.env.PATH ?? '')
    .split(delimiter)
    .map((dir) => join(dir, 'promtool'))
    .find((path) => existsSync(path));
}

describe('docker/ alert rules and dashboard', () => {
  let t: TestApp;
  /** Every sample name and family the app serves (a histogram's _bucket, _sum, _count too). */
  let served: Set<string>;

  beforeAll(async () => {
    t = await startTestApp();
    const { samples, types } = parseExposition((await t.http().get('/metrics').expect(200)).text);
    served = new Set(samples.map((s) => s.name));
    for (const [family, type] of types) {
      served.add(family);
      if (type === 'histogram')
        for (const end of ['_bucket', '_sum', '_count']) served.add(family + end);
    }
  });
  afterAll(() => t?.close());

  it('has every promised alert, each with a duration, a severity and a summary', () => {
    const doc = load(readFileSync(RULES, 'utf8')) as { groups: { name: string; rules: Rule[] }[] };
    const rules = doc.groups.flatMap((group) => group.rules);
    expect(rules.map((rule) => rule.alert).sort()).toEqual([...PROMISED].sort());
    for (const rule of rules) {
      expect(typeof rule.expr, rule.alert).toBe('string');
      expect(String(rule.for), rule.alert).toMatch(/^\d+[smh]$/);
      expect(['warning', 'critical'], rule.alert).toContain(rule.labels?.severity);
      expect(typeof rule.annotations?.summary, rule.alert).toBe('string');
    }
  });

  it('names only metrics the app serves, in the rules and in every dashboard panel', () => {
    const doc = load(readFileSync(RULES, 'utf8')) as { groups: { rules: Rule[] }[] };
    const ruleExprs = doc.groups.flatMap((g) => g.rules).map((rule) => String(rule.expr));
    const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as {
      uid: string;
      panels: { title: string; targets: { expr: string }[] }[];
    };
    expect(dashboard.uid).toBe('placement-portal');
    const panelExprs = dashboard.panels.flatMap((panel) => {
      expect(panel.targets.length, panel.title).toBeGreaterThan(0);
      return panel.targets.map((target) => target.expr);
    });
    const named = [...ruleExprs, ...panelExprs].flatMap(metricsIn);
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((name) => !served.has(name))).toEqual([]);
    // Every family of the portal's own shows on the dashboard.
    const own = [...served].filter((name) => /^portal_(?!nodejs_|process_)/.test(name));
    const shown = new Set(
      panelExprs.flatMap(metricsIn).map((n) => n.replace(/_(bucket|sum|count)$/, '')),
    );
    const families = new Set(own.map((n) => n.replace(/_(bucket|sum|count)$/, '')));
    expect([...families].filter((family) => !shown.has(family))).toEqual([]);
  });

  it('passes promtool where it is installed (Debian: the prometheus package)', () => {
    const tool = promtool();
    if (!tool) return;
    const run = (...args: string[]) =>
      execFileSync(tool, args, { cwd: join(DIR, 'prometheus'), encoding: 'utf8', stdio: 'pipe' });
    expect(run('check', 'rules', 'alerts.yml')).toMatch(/SUCCESS: 8 rules found/);
    expect(run('test', 'rules', 'alerts.test.yml')).toMatch(/SUCCESS/);
    expect(run('check', 'config', '--syntax-only', 'prometheus.yml')).toMatch(/SUCCESS/);
  });
});
