import { expect, test } from './fixtures';
import { apiGet, signInAsAdmin } from './tree-helpers';

type Roster = {
  locations: {
    rooms: {
      slots: {
        entries: { examUuid: string; examStatusEnum: string; aExam: { examTypeKind: string } }[];
      }[];
    }[];
  }[];
};
type ExamTypeField = { examTypeFieldUuid: string; description: string };

const today = new Date();
const day = `${today.getFullYear()}/${today.getMonth() + 1}/${today.getDate()}`;

// Decision 0022, "Cheap polls": the API answers polled reads with an ETag and
// `Cache-Control: private, no-cache`, so the browser's own HTTP cache sends If-None-Match on
// every poll and hands fetch the body it holds when the answer is 304 (fetch, and so Playwright,
// sees a 200; the status on the wire comes from the DevTools protocol). The app does nothing.
test('a polled read is revalidated by the browser: 304 on the wire, the page keeps its data and follows a change', async ({
  page,
  consoleErrors,
}) => {
  // The exam fields poll every 5 s; the test waits for three polls.
  test.setTimeout(90_000);
  await signInAsAdmin(page, consoleErrors.allow);
  const roster = await apiGet<Roster>(page, `secure/rosters/${day}`);
  const exam = roster.locations
    .flatMap((l) => l.rooms.flatMap((r) => r.slots.flatMap((s) => s.entries)))
    .find((e) => e.examStatusEnum === 'PENDING' && e.aExam.examTypeKind === 'PPT');
  expect(exam, 'a pending PPT exam today').toBeDefined();
  const fieldsPath = `/api/v1/private/exams/${exam!.examUuid}/exam-fields`;

  // What came back on the wire for each poll of the exam's fields, with what it sent.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const sent = new Map<string, string | undefined>();
  const onWire: { status: number; ifNoneMatch: string | undefined }[] = [];
  // The headers on the wire, by request: Chrome may report them before or after the request
  // itself (a revalidation from its cache comes first), so both orders are matched up.
  const wireHeaders = new Map<string, Record<string, string>>();
  const ifNoneMatchOf = (headers: Record<string, string> | undefined) =>
    headers?.['if-none-match'] ?? headers?.['If-None-Match'];
  cdp.on('Network.requestWillBeSentExtraInfo', (e) => {
    const headers = e.headers as Record<string, string>;
    wireHeaders.set(e.requestId, headers);
    if (headers[':path']?.endsWith(fieldsPath) || sent.has(e.requestId))
      sent.set(e.requestId, ifNoneMatchOf(headers));
  });
  // Likewise the status on the wire may be reported before the request it answers.
  const statusOf = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.endsWith(fieldsPath) && !sent.has(e.requestId)) {
      sent.set(e.requestId, ifNoneMatchOf(wireHeaders.get(e.requestId)));
      const status = statusOf.get(e.requestId);
      if (status !== undefined) onWire.push({ status, ifNoneMatch: sent.get(e.requestId) });
    }
  });
  cdp.on('Network.responseReceivedExtraInfo', (e) => {
    if (sent.has(e.requestId))
      onWire.push({ status: e.statusCode, ifNoneMatch: sent.get(e.requestId) });
    else statusOf.set(e.requestId, e.statusCode);
  });
  const nextOnWire = async (status: number) => {
    const seen = onWire.length;
    await expect
      .poll(() => onWire.slice(seen).find((r) => r.status === status), { timeout: 20_000 })
      .toBeDefined();
    return onWire.slice(seen).find((r) => r.status === status)!;
  };

  const first = page.waitForResponse((r) => r.url().endsWith(fieldsPath));
  await page.goto(`/app/rosters/${day}/${exam!.examUuid}`);
  const { etag, 'cache-control': cacheControl } = (await first).headers();
  expect(etag).toMatch(/^W\/".+"$/);
  // Kept by the browser for this user only, and asked again every time.
  expect(cacheControl).toBe('private, no-cache');
  const lift = page.getByRole('textbox', { name: /Lift floor to waist/ });
  await expect(lift).toHaveValue('');

  // A later poll: the browser asks with the ETag it holds, the server answers 304, the page
  // keeps what it shows.
  const revalidated = await nextOnWire(304);
  expect(revalidated.ifNoneMatch).toBe(etag);
  await expect(lift).toHaveValue('');

  // A change made elsewhere (not through this page) reaches it at a later poll: a 200.
  const fields = await apiGet<ExamTypeField[]>(page, 'private/exam-type-fields');
  const liftField = fields.find((f) => /Lift floor to waist/.test(f.description))!;
  const { jwt, sessionId } = await page.evaluate(() => ({
    jwt: localStorage.getItem('session.jwt') ?? '',
    sessionId: localStorage.getItem('session.id') ?? '',
  }));
  const saved = await page.request.fetch(
    `/api/v1/secure/exams/${exam!.examUuid}/exam-fields/${liftField.examTypeFieldUuid}`,
    {
      method: 'PATCH',
      headers: {
        Authorization: `Bearer ${jwt}`,
        'X-Session-Id': sessionId,
        'X-Anti-Forgery': 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
      },
      data: { value: '42' },
    },
  );
  expect(saved.ok()).toBe(true);
  await nextOnWire(200);
  await expect(lift).toHaveValue('42.0');
});
