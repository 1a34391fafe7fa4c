import type { Test } from 'supertest';
import { levelUuidOf, TENANT_NODE_UUID } from '@domain/tree-levels';
import { BulkReportRetention } from '@server/modules/pda/bulk-report-retention';
import { PdfService } from '@server/modules/pdf/pdf.service';
import { as, type SignedIn } from '../support/auth-helpers';
import { riversidePda, signInDemoUsers, startDemoApp, type DemoApp } from '../support/demo-app';
import { listenOnLoopback } from '../support/test-app';

/** Fair shares of expensive work (issue 29 item 7, decision 0033), with the default limits. */
describe('fair shares of expensive work', () => {
  let demo: DemoApp;
  let s: Record<string, SignedIn>;
  let base: string;
  let site: string;
  let nodes: string[];

  const get = (who: SignedIn, path: string) => as(who, demo.t.http().get(`/api/v1/${path}`));
  /** The answer with its body read as bytes (a PDF) or JSON (a refusal). */
  const answer = (request: Test) =>
    request.buffer(true).parse((stream, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const bytes = Buffer.concat(chunks);
        done(null, bytes.subarray(0, 1).toString() === '{' ? JSON.parse(String(bytes)) : bytes);
      });
    });
  const pdfOf = (who: SignedIn, node: string) => answer(get(who, `secure/nodes/${node}/pdf`));
  const counts = () => demo.t.app.get(PdfService).counts();
  const until = async (done: () => boolean | Promise<boolean>, what: string) => {
    for (let i = 0; i < 600; i++) {
      if (await done()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`Still waiting for ${what}`);
  };

  beforeAll(async () => {
    demo = await startDemoApp();
    s = await signInDemoUsers(demo);
    base = await listenOnLoopback(demo.t);
    const tenant = (await get(s.admin, `secure/nodes/${TENANT_NODE_UUID}`).expect(200)).body;
    site = tenant.collTreeNodes.find((n: { description: string }) =>
      n.description.startsWith('Riverside'),
    ).nodeUuid;
    nodes = [
      site,
      ...(await get(s.admin, `secure/nodes/${site}`).expect(200)).body.collTreeNodes.map(
        (n: { nodeUuid: string }) => n.nodeUuid,
      ),
    ];
  });

  afterAll(async () => {
    await demo?.t.close();
  });

  it("refuses one user's 41st PDF at once (429, Retry-After) and makes another user's single PDF in the next turns", async () => {
    let outstanding = 41;
    let firstMade!: () => void;
    const made = new Promise<void>((resolve) => (firstMade = resolve));
    const flooding = new AbortController();
    const flood = Array.from({ length: 41 }, (_, i) =>
      fetch(`${base}/api/v1/secure/nodes/${nodes[i % nodes.length]}/pdf?jwt=${s.recruiter.jwt}`, {
        signal: flooding.signal,
      }).then(
        async (res) => {
          const body = res.status === 200 ? await res.arrayBuffer() : await res.json();
          outstanding--;
          if (res.status === 200) firstMade();
          return { status: res.status, retryAfter: res.headers.get('retry-after'), body };
        },
        () => ({ status: 0, retryAfter: null, body: null }),
      ),
    );
    // Once the flood renders, another user asks for one PDF: it is not made after all 40.
    await made;
    const single = await pdfOf(s.staffing, site);
    const outstandingAfterSingle = outstanding;
    // The rest of the flood is not needed: its caller goes away (and its renders with it).
    flooding.abort();
    const answers = await Promise.all(flood);

    expect(single.status).toBe(200);
    expect((single.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(outstandingAfterSingle).toBeGreaterThanOrEqual(20);
    const refused = answers.filter((res) => res.status === 429);
    expect(refused).toHaveLength(1);
    // The other 40 were taken: made, or still rendering or waiting when their caller left.
    expect(answers.filter((res) => res.status === 200 || res.status === 0)).toHaveLength(40);
    expect(Number(refused[0].retryAfter)).toBeGreaterThanOrEqual(1);
    expect(refused[0].body).toMatchObject({
      message: expect.stringMatching(
        /^You have 40 PDFs being made or waiting, the most one person may have at once \(PDF_RENDERS_PER_USER\); retry in \d+ s$/,
      ),
      details: { code: 'PDF_TOO_MANY_RENDERS', info: { limit: 40 } },
    });
    await until(() => counts().running === 0 && counts().waiting === 0, 'the renderer to settle');
  }, 120_000);

  it('drops the PDFs of callers who went away before their turn: they are never rendered', async () => {
    const before = counts();
    const gone = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        fetch(`${base}/api/v1/secure/nodes/${nodes[i % nodes.length]}/pdf?jwt=${s.recruiter.jwt}`, {
          signal: AbortSignal.timeout(200),
        }).then(
          () => 'answered',
          () => 'gave up',
        ),
      ),
    );
    expect(gone.filter((g) => g === 'gave up').length).toBeGreaterThanOrEqual(20);
    // Every one of them reached the renderer: each was rendered or dropped.
    await until(() => {
      const now = counts();
      return (
        now.started + now.dropped - before.started - before.dropped === 30 &&
        now.running === 0 &&
        now.waiting === 0
      );
    }, 'the renderer to settle');
    expect(counts().dropped - before.dropped).toBeGreaterThanOrEqual(20);
    // The renderer is free for the next caller.
    expect((await pdfOf(s.staffing, site)).status).toBe(200);
  }, 120_000);

  describe('bulk PDA reports', () => {
    let group: string;
    const processLevel = levelUuidOf('Production Process');
    const start = (who: SignedIn) => get(who, `secure/bulkPDA/${group}/${processLevel}`);
    const status = async (job: string) =>
      (await get(s.admin, `secure/bulkPDA/${job}/status`).expect(200)).body;
    const download = (job: string) => answer(get(s.admin, `secure/bulkPDA/${job}/download`));
    const finished = (jobs: string[]) =>
      until(
        async () => (await Promise.all(jobs.map(status))).every((st) => st.status === 'COMPLETED'),
        'the reports',
      );
    let jobs: string[] = [];

    beforeAll(async () => {
      [{ group }] = await demo.ds.query(
        `SELECT n.node_uuid AS "group" FROM tree_nodes n WHERE n.level_uuid = $1 AND n.ancestors @> ARRAY[$2]::uuid[]
            AND EXISTS (SELECT 1 FROM pdas p JOIN tree_nodes c ON c.node_uuid = p.node_uuid
                         WHERE c.ancestors @> ARRAY[n.node_uuid]) LIMIT 1`,
        [levelUuidOf('Production Group'), site],
      );
    });

    it("refuses a user's fourth report while three are queued or running (429, Retry-After); others may start theirs", async () => {
      const answers = await Promise.all(Array.from({ length: 4 }, () => start(s.admin)));
      const accepted = answers.filter((res) => res.status === 200);
      expect(accepted).toHaveLength(3);
      const [refused] = answers.filter((res) => res.status === 429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(refused.body).toMatchObject({
        message: expect.stringMatching(
          /^You have 3 bulk PDA reports queued or running, the most one person may have at once \(BULK_REPORTS_PER_USER\); retry in \d+ s$/,
        ),
        details: { code: 'PDA_TOO_MANY_REPORTS', info: { limit: 3 } },
      });
      const other = (await start(s.premise).expect(200)).body.quartzJobUuid;
      jobs = accepted.map((res) => res.body.quartzJobUuid);
      await finished([...jobs, other]);
      // Done, they no longer count.
      jobs.push((await start(s.admin).expect(200)).body.quartzJobUuid);
      await finished(jobs);
    }, 180_000);

    it('deletes a report past REPORT_RETENTION_DAYS (7) and says so on its download and status', async () => {
      const [old, expiredUnswept, kept] = jobs;
      const fileOf = async (job: string): Promise<string> =>
        (
          await demo.ds.query('SELECT output_file FROM job_runs WHERE quartz_job_uuid = $1', [job])
        )[0].output_file;
      const files = { old: await fileOf(old), unswept: await fileOf(expiredUnswept) };
      const stored = async (key: string): Promise<boolean> =>
        (await demo.ds.query('SELECT 1 FROM stored_objects WHERE key = $1', [key])).length > 0;
      expect((await download(old)).status).toBe(200);
      // Made eight days ago: the file and the run say so.
      const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
      await demo.ds.query(
        'UPDATE job_runs SET finished_at = $2 WHERE quartz_job_uuid = ANY($1::uuid[])',
        [[old, expiredUnswept], eightDaysAgo],
      );
      await demo.ds.query('UPDATE stored_objects SET created = $2 WHERE key = $1', [
        files.old,
        eightDaysAgo,
      ]);

      expect(await demo.t.app.get(BulkReportRetention).sweep()).toBeGreaterThanOrEqual(1);
      expect(await demo.t.app.get(BulkReportRetention).sweep()).toBe(0);
      expect(await stored(files.old)).toBe(false);
      const message =
        'This report was deleted 7 days after it was made (REPORT_RETENTION_DAYS); start a new one';
      const gone = await download(old);
      expect(gone.status).toBe(410);
      expect(gone.body).toMatchObject({ message, details: { code: 'PDA_REPORT_EXPIRED' } });
      expect(await status(old)).toMatchObject({
        status: 'COMPLETED',
        statusMessage: message,
        collQuartzJobMetas: [],
      });
      // Past its retention, a report is gone at once, sweep or not.
      expect((await download(expiredUnswept)).status).toBe(410);
      expect(await stored(files.unswept)).toBe(false);
      // A recent one stays.
      expect((await download(kept)).status).toBe(200);
    });
  });

  it("counts one what-if per user at a time: a waiting one a newer one replaces answers 429; another user's is counted", async () => {
    const pda = await riversidePda(demo.ds);
    const whatIf = (who: SignedIn) =>
      as(who, demo.t.http().post(`/api/v1/secure/pda/${pda}/what-if`)).send({ demands: [] });
    const [other, ...burst] = await Promise.all([
      whatIf(s.admin),
      ...Array.from({ length: 8 }, () => whatIf(s.premise)),
    ]);
    expect(other.status).toBe(200);
    const counted = burst.filter((res) => res.status === 200);
    const replaced = burst.filter((res) => res.status === 429);
    expect(counted.length + replaced.length).toBe(8);
    expect(counted.length).toBeGreaterThanOrEqual(1);
    expect(replaced.length).toBeGreaterThanOrEqual(1);
    expect(replaced[0].headers['retry-after']).toBe('1');
    expect(replaced[0].body).toMatchObject({
      message:
        'A newer what-if of yours replaced this one before it was counted; one is counted at a time',
      details: { code: 'MATCH_WHAT_IF_SUPERSEDED' },
    });
    expect(counted[0].body).toEqual(other.body);
  });
});
