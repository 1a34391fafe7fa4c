// bench:load's people and traffic: their sign-ins, the demo data they read, what each polls
// at the seeds' intervals and what each writer changes. Split from load.mjs.
import { BENCH_KEY_STRETCHING } from './fixtures.mjs';
import { client, examTargets } from './lib.mjs';

const TENANT = '00000000-0000-0000-0000-000000000000';

const pick = (list, i) => list[i % list.length];

/** One person in this many keeps the cache screen (1 s polling) open. */
const CACHE_WATCHER_EVERY = 30;

/** One in this many watches the real-time roster (10 s), one in EXAMINER_EVERY fills an exam. */
const REALTIME_WATCHER_EVERY = 5;

const EXAMINER_EVERY = 10;

/** The endpoints each simulated person polls: label, seconds between calls, request. */
export function pollsOf(person, targets) {
  const polls = [
    ['GET public/now', 60, (c) => c.api('public/now')],
    ['GET private/user', 300, (c) => c.api('private/user')],
    ['GET private/sessions', 60, (c) => c.api('private/sessions')],
    ['GET public/echo/{x}', 60, (c) => c.api('public/echo/ping')],
    [
      'GET public/authorize/renew',
      60,
      async (c) => {
        c.jwt = (await c.api('public/authorize/renew')).jwt;
      },
    ],
    ['GET secure/pdasum/byNode/{id}', 10, (c) => c.api(`secure/pdasum/byNode/${targets.sumNode}`)],
    ['GET secure/nodes/{id}', 15, (c) => c.api(`secure/nodes/${pick(targets.nodes, person)}`)],
    ['GET secure/pda/{id}', 15, (c) => c.api(`secure/pda/${pick(targets.pdas, person)}`)],
  ];
  if (person % CACHE_WATCHER_EVERY === 0)
    polls.push(['GET cache/info', 1, (c) => c.api('cache/info')]);
  // Rosters: the rosters screen polls every 60 s, the real-time roster every 10 s.
  const roster = (c) => c.api(`secure/rosters/${targets.rosterDay}`);
  polls.push([
    'GET secure/rosters/{y}/{m}/{d}',
    person % REALTIME_WATCHER_EVERY === 0 ? 10 : 60,
    roster,
  ]);
  if (person % EXAMINER_EVERY === 0) {
    // An examiner on the exam screen: the exam and its fields every 5 s, the form (cached 24 h).
    const exam = pick(targets.exams, person);
    polls.push(
      ['GET private/exams/{id}/exam-fields', 5, (c) => c.api(`private/exams/${exam}/exam-fields`)],
      ['GET secure/exams/{id}', 5, (c) => c.api(`secure/exams/${exam}`)],
      [
        'GET private/exam-sections/{id}',
        60,
        (c) => c.api(`private/exam-sections/${targets.pptType}`),
      ],
    );
  }
  return polls;
}

/** A writer: a PDA field every 2 s (with the version it read), its own node renamed every 10 s. */
export function writesOf(writer, targets) {
  const { pdaUuid, fieldUuid } = targets.writable[writer % targets.writable.length];
  let version;
  let renames = 0;
  return [
    [
      'POST secure/pda/{id}/pda-field/{f}',
      2,
      async (c) => {
        const path = `secure/pda/${pdaUuid}/pda-field/${fieldUuid}`;
        version ??= (await c.api(path)).version;
        const saved = await c.api(path, {
          method: 'POST',
          body: { value: `Load ${writer} ${Date.now()}`, version },
        });
        version = saved.version;
      },
    ],
    [
      'PATCH secure/exams/{id}/exam-fields/{fieldId}',
      2,
      (c) =>
        c.api(`secure/exams/${targets.writerExams[writer]}/exam-fields/${targets.numericField}`, {
          method: 'PATCH',
          body: { value: `${(writer % 20) + 1}.${Date.now() % 10}` },
        }),
    ],
    [
      'PATCH private/nodes/{id}/_actions/rename',
      10,
      (c) =>
        c.api(`private/nodes/${targets.writerNodes[writer]}/_actions/rename`, {
          method: 'PATCH',
          body: { name: `Load node ${writer}.${++renames}` },
        }),
    ],
  ];
}

/** Sign-ins in flight at once (each a real OPAQUE exchange). */
export const SIGN_IN_CONCURRENCY = 8;

/**
 * Genuine OPAQUE sign-ins over HTTP, SIGN_IN_CONCURRENCY at a time (each person from an
 * address of their own); answers conditional clients (what a browser's cache does with ETags).
 */
export async function signInMany(base, users) {
  const clients = new Array(users.length);
  let next = 0;
  const worker = async () => {
    while (next < users.length) {
      const i = next++;
      const c = client(base, { address: `10.1.${i >> 8}.${i & 255}`, conditional: true });
      await c.signIn(users[i].userCode, users[i].password, BENCH_KEY_STRETCHING);
      clients[i] = c;
    }
  };
  await Promise.all(Array.from({ length: SIGN_IN_CONCURRENCY }, worker));
  return clients;
}

/**
 * Tokens live 15 minutes. A long sign-in phase must not hand the measured window tokens that
 * run out in it: those renew first (the real renewal, still outside the window).
 */
export async function renewExpiring(clients, windowS) {
  const needed = clients.filter(
    (c) => Date.parse(c.session.expiresAt) - Date.now() < (windowS + 120) * 1000,
  );
  let next = 0;
  const worker = async () => {
    while (next < needed.length) {
      const c = needed[next++];
      const renewed = await c.api('public/authorize/renew');
      c.jwt = renewed.jwt;
    }
  };
  await Promise.all(Array.from({ length: SIGN_IN_CONCURRENCY }, worker));
  return needed.length;
}

/** Nodes and PDAs of the demo data to read, editable PDAs and nodes of the writers' own. */
export async function chooseTargets(admin, writers, databaseUrl) {
  const levels = await admin.api('secure/levels');
  const level = (name) => levels.find((l) => l.description === name).levelUuid;
  const tenant = await admin.api(`secure/nodes/${TENANT}`);
  const site = tenant.collTreeNodes[0];
  const nodes = (await admin.api('secure/nodes')).map((n) => n.nodeUuid);
  const sums = await admin.api(`secure/pdasum/byNode/${TENANT}`);
  const shop = (await admin.api(`secure/nodes/${site.nodeUuid}`)).collTreeNodes.find(
    (n) => n.aTreeLevel.description === 'Production Shop',
  );
  const pdas = [...new Set(sums.map((s) => s.sourcePDA.pdaUuid))];
  const writable = [];
  for (const pdaUuid of pdas) {
    if (writable.length >= writers) break;
    const pda = await admin.api(`secure/pda/${pdaUuid}`);
    const text = pda.aPDAType.collPDATypeFields.find((f) => f.format === 'text');
    if (pda.aPDAType.editable && text) writable.push({ pdaUuid, fieldUuid: text.pdaTypeFieldUuid });
  }
  const writerNodes = [];
  for (let i = 0; i < writers; i++) {
    const made = await admin.api(
      `private/nodes/${shop.nodeUuid}/_actions/create/${level('Production Section')}/Load%20node%20${i}`,
      { method: 'PATCH' },
    );
    writerNodes.push(made.nodeUuid);
  }
  return {
    nodes,
    pdas,
    writable,
    writerNodes,
    sumNode: site.nodeUuid,
    ...(await examTargets(admin, writers, databaseUrl)),
  };
}
