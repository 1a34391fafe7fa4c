import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Test } from 'supertest';
import { TENANT_NODE_UUID } from '@domain/tree-levels';
import { antiForgery, as, signInOrFail, SignedIn } from '../support/auth-helpers';
import { startSeededApp } from '../support/demo-app';
import { startTestApp, TestApp } from '../support/test-app';

interface NodeRef {
  nodeUuid: string;
  description: string;
  aTreeLevel: { description: string };
}

const hasPdftotext = spawnSync('pdftotext', ['-v']).error === undefined;

/** The raw PDF bytes of a response. */
async function pdfOf(
  request: Test,
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  const res = await request.buffer(true).parse((stream, done) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => done(null, Buffer.concat(chunks)));
  });
  return { status: res.status, headers: res.headers, body: res.body as Buffer };
}

describe('node PDFs', () => {
  let t: TestApp;
  let work: string;
  const s: Record<string, SignedIn> = {};
  let riverside: NodeRef;
  let children: NodeRef[];
  let lakeview: NodeRef;

  const get = (who: string, path: string) => as(s[who], t.http().get(`/api/v1/${path}`));
  const withJwt = (who: string, path: string, app = t) =>
    app.http().get(`/api/v1/${path}?jwt=${encodeURIComponent(s[who].jwt)}`);

  /** Page count and text of a PDF through poppler (pdftoppm and the size when there is no pdftotext). */
  function inspect(pdf: Buffer): { pages: number; text: string } {
    const file = join(work, `${Math.random().toString(36).slice(2)}.pdf`);
    writeFileSync(file, pdf);
    const info = spawnSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info.status).toBe(0);
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info.stdout)?.[1]);
    if (hasPdftotext) {
      const text = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text.status).toBe(0);
      return { pages, text: text.stdout };
    }
    const png = join(work, 'page');
    expect(
      spawnSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', file, png]).status,
    ).toBe(0);
    expect(statSync(`${png}-1.png`).size).toBeGreaterThan(2000);
    return { pages, text: '' };
  }

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'portal-pdf-'));
    const { t: app, credentials } = await startSeededApp();
    t = app;
    for (const c of credentials) s[c.userCode] = await signInOrFail(t, c.userCode, c.password);
    const tenant = (await get('admin', `secure/nodes/${TENANT_NODE_UUID}`).expect(200)).body;
    const client = (prefix: string) =>
      tenant.collTreeNodes.find((n: NodeRef) => n.description.startsWith(prefix)) as NodeRef;
    riverside = client('Riverside');
    lakeview = client('Lakeview');
    children = (await get('admin', `secure/nodes/${riverside.nodeUuid}`).expect(200)).body
      .collTreeNodes;
  });

  afterAll(async () => {
    await t?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('renders a node report with ?jwt=: name, level, children and files', async () => {
    const [file] = (
      await as(s.premise, t.http().post(`/api/upload/v1/${riverside.nodeUuid}`))
        .attach('files', Buffer.alloc(0), 'empty-checklist.txt')
        .expect(201)
    ).body;
    expect(file.zeroBytes).toBe(true);

    const res = await pdfOf(withJwt('premise', `secure/nodes/${riverside.nodeUuid}/pdf`));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'inline; filename="Riverside Vehicle Assembly.pdf"',
    );
    expect(res.headers['content-length']).toBe(String(res.body.length));
    expect(res.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, text } = inspect(res.body);
    expect(pages).toBeGreaterThanOrEqual(1);
    if (hasPdftotext) {
      expect(text).toContain('Riverside Vehicle Assembly');
      expect(text).toContain('NAMC');
      expect(text).toContain(children[0].description);
      expect(text).toContain('empty-checklist.txt');
      expect(text).toMatch(/Page 1 of \d+/);
      expect(text).toMatch(/Placement Portal \d{4}\.\d+\.\d+/);
      expect(text).not.toContain('Cost Center');
    }
  });

  it('renders with the headers of a signed-in request too', async () => {
    const shop = children[0];
    const res = await pdfOf(get('staffing', `secure/nodes/${shop.nodeUuid}/pdf`));
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(`inline; filename="${shop.description}.pdf"`);
    if (hasPdftotext) expect(inspect(res.body).text).toContain(shop.description);
  });

  it('serves five requests at once', async () => {
    const nodes = [riverside, ...children].slice(0, 5);
    const results = await Promise.all(
      nodes.map((node) => pdfOf(withJwt('admin', `secure/nodes/${node.nodeUuid}/pdf`))),
    );
    for (const [i, res] of results.entries()) {
      expect(res.status).toBe(200);
      expect(res.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      if (hasPdftotext) expect(inspect(res.body).text).toContain(nodes[i].description);
    }
  });

  it("answers 404 for another client's node, 401 without a session", async () => {
    const res = await withJwt('premise', `secure/nodes/${lakeview.nodeUuid}/pdf`).expect(404);
    expect(res.body.message).toBe('Node not found');
    await t
      .http()
      .get(`/api/v1/secure/nodes/${riverside.nodeUuid}/pdf`)
      .set('X-Anti-Forgery', antiForgery())
      .expect(401);
  });

  it('answers 503 naming CHROME_PATH and the install hint when there is no browser', async () => {
    const noBrowser = await startTestApp({ CHROME_PATH: '/nonexistent' }, { database: t.database });
    try {
      const res = await withJwt(
        'premise',
        `secure/nodes/${riverside.nodeUuid}/pdf`,
        noBrowser,
      ).expect(503);
      expect(res.body.message).toBe(
        'PDFs cannot be made: CHROME_PATH=/nonexistent does not exist. Install Chromium ' +
          '(apt-get install -y chromium) or set CHROME_PATH to a Chrome or Chromium executable, ' +
          'then restart the portal.',
      );
      expect(res.body.details).toEqual({ code: 'PDF_BROWSER_UNAVAILABLE' });
    } finally {
      await noBrowser.close();
    }
  });
});
