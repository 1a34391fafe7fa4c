import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { findFreePort } from '@server/bootstrap/ports';
import { signInOrFail, type SignedIn } from '../support/auth-helpers';
import { requireBuiltServer, ROOT, spawnNode, type Spawned, waitUntil } from '../support/processes';

/**
 * npm start as an operator runs it, hit where it hurts: PostgreSQL and then the server are
 * killed outright (kill -9) during a stream of writes, and finally the server keeps crashing
 * until the supervisor gives up. One instance serves the whole file, in order.
 */

export interface Answer {
  /** 0: no HTTP answer (connection refused or cut). */
  status: number;
  retryAfter?: string | null;
  code?: string;
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** One write after another, each with a new value, recording every answer. */
export function startWrites(label: string, send: (value: string) => Promise<Response>) {
  const acknowledged: string[] = [];
  const answers: Answer[] = [];
  let stopped = false;
  let attempt = 0;
  const loop = (async () => {
    while (!stopped) {
      const value = `${label} ${++attempt}`;
      try {
        const res = await send(value);
        const body = (await res.json().catch(() => ({}))) as { code?: string };
        answers.push({
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          code: body.code,
        });
        if (res.ok) acknowledged.push(value);
        else await sleep(100);
      } catch {
        answers.push({ status: 0 });
        await sleep(100);
      }
    }
  })();
  return {
    acknowledged,
    answers,
    /** Resolves once `count` more writes than now have been acknowledged. */
    async acknowledgedMore(count: number, timeoutMs: number) {
      const target = acknowledged.length + count;
      await waitUntil(
        async () => (acknowledged.length >= target ? true : undefined),
        timeoutMs,
        `${count} more acknowledged renames`,
      );
    },
    stop: async () => {
      stopped = true;
      await loop;
    },
  };
}

export let dataDir: string;
export let port: number;
export let base: string;
export let start: Spawned;
export let foreign: Server;
export let foreignPort: number;
export let admin: SignedIn;
export let nodes: string[];
export let pdaField: { pda: string; field: string };
export const scratch: string[] = [];
/** The running embedded PostgreSQL's postmaster pid and port (its lock file). */
export function postmaster() {
  const [pid, , , pgPort] = readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  return { pid: Number(pid), port: Number(pgPort) };
}
export async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const db = new Client({
    connectionString: `postgres://postgres:portal@127.0.0.1:${postmaster().port}/portal`,
  });
  await db.connect();
  try {
    return (await db.query(sql, params)).rows as T[];
  } finally {
    await db.end();
  }
}
/** The server process npm start runs (its only child). */
export function serverPid(): number {
  const pids = execFileSync('ps', ['-o', 'pid=', '--ppid', String(start.child.pid)], {
    encoding: 'utf8',
  })
    .split('\n')
    .map(Number)
    .filter(Boolean);
  expect(pids).toHaveLength(1);
  return pids[0];
}
/** A signed-in admin's request, as the browser sends it. */
export function api(method: string, path: string, body?: unknown) {
  return fetch(`${base}/api/v1/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${admin.jwt}`,
      'x-session-id': admin.sessionId,
      'x-anti-forgery': 'a'.repeat(32),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
/** Two streams of node renames and one of PDA field saves, each one write at a time. */
export function startStreams(label: string) {
  const renames = nodes.map((node, i) =>
    startWrites(`${label} ${i}`, (name) =>
      api('PATCH', `private/nodes/${node}/_actions/rename`, { name }),
    ),
  );
  const saves = startWrites(label, (value) =>
    api('POST', `secure/pda/${pdaField.pda}/pda-field/${pdaField.field}`, { value }),
  );
  return { renames, saves, all: [...renames, saves] };
}
/** Every acknowledged write is there: renames in the audit trail, last values current. */
export async function expectKept(streams: ReturnType<typeof startStreams>) {
  for (const [i, stream] of streams.renames.entries()) {
    const audited = await query<{ name: string }>(
      `SELECT after->>'description' AS name FROM audit_entries WHERE entity_id = $1 AND action = 'rename'`,
      [nodes[i]],
    );
    const names = new Set(audited.map((row) => row.name));
    expect(stream.acknowledged.filter((name) => !names.has(name))).toEqual([]);
    const [node] = await query<{ description: string }>(
      `SELECT description FROM tree_nodes WHERE node_uuid = $1`,
      [nodes[i]],
    );
    expect(node.description).toBe(stream.acknowledged.at(-1));
  }
  const [field] = await query<{ value: string }>(
    `SELECT string_value AS value FROM pda_fields WHERE pda_uuid = $1 AND pda_type_field_uuid = $2`,
    [pdaField.pda, pdaField.field],
  );
  expect(field.value).toBe(streams.saves.acknowledged.at(-1));
}
export const healthy = async () => {
  const res = await fetch(`${base}/api/v1/public/health`);
  return res.ok ? true : undefined;
};

/** The suite's shared set-up: call it first inside each file's describe. */
export function useCrashRecoveryApp() {
  beforeAll(async () => {
    requireBuiltServer();
    const parent = mkdtempSync(join(ROOT, '.test-data', 'crash-'));
    chmodSync(parent, 0o755);
    scratch.push(parent);
    dataDir = join(parent, 'data');
    // Something that is not a Workday simulator holds the simulator port.
    foreign = createServer((_, res) => res.writeHead(404).end());
    foreignPort = await findFreePort();
    await new Promise<void>((done) => foreign.listen(foreignPort, '127.0.0.1', done));
    port = await findFreePort();
    base = `http://127.0.0.1:${port}`;
    start = spawnNode(
      join(ROOT, 'scripts/start.mjs'),
      [],
      {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        WORKDAY_SIMULATOR_PORT: String(foreignPort),
      },
      { detached: true },
    );
    await start.waitForOutput(/Press Ctrl-C to stop/, 170000);
    const [, password] = start.output().match(/^ +admin +(\S+) +\(premise:admin\)$/m)!;
    admin = await signInOrFail({ http: () => request(base) }, 'admin', password);
    // Two nodes below a client (renamable), each written by its own stream.
    nodes = (
      await query<{ node_uuid: string }>(
        `SELECT node_uuid FROM tree_nodes WHERE cardinality(ancestors) >= 2 AND enabled ORDER BY node_uuid LIMIT 2`,
      )
    ).map((row) => row.node_uuid);
    // A free-text field of an editable PDA on a live node.
    [pdaField] = await query<{ pda: string; field: string }>(
      `SELECT p.pda_uuid AS pda, f.pda_type_field_uuid AS field FROM pdas p
         JOIN pda_types t ON t.pda_type_uuid = p.pda_type_uuid AND t.editable
         JOIN tree_nodes n ON n.node_uuid = p.node_uuid AND n.enabled
         JOIN pda_type_fields f ON f.pda_type_uuid = p.pda_type_uuid AND f.format = 'text'
         LEFT JOIN pda_fields v ON v.pda_uuid = p.pda_uuid AND v.pda_type_field_uuid = f.pda_type_field_uuid
        WHERE v.value_type IS NULL ORDER BY p.pda_uuid, f.pda_type_field_uuid LIMIT 1`,
    );
  }, 180000); // a full first start: initdb, migrations, demo data
  afterAll(async () => {
    if (start && start.child.exitCode === null && start.child.signalCode === null) {
      process.kill(-start.child.pid!, 'SIGTERM');
      await start.exited;
    }
    foreign.close();
    for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  });
}
