import { parseExposition, sumOf } from '../support/prometheus-text';
import type { Statements } from '../support/statements';
import type { TestApp } from '../support/test-app';

/** A fragment of SQL as a pattern over pg_stat_statements' text: literal, any whitespace. */
function sql(fragment: string): string {
  return fragment
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .split(/\s+/)
    .join('\\s+');
}

/**
 * The statement each polled read runs, named by a fragment of its SQL no other statement has.
 * Every one is also seen to run (a count of 1 or more) in the tests that use it, so a fragment
 * that stopped matching fails there rather than passing as "nothing ran".
 */
export const READS = {
  /** One exam with its fields (ExamsRepository, EXAM_WITH_FILL). */
  exam: sql('SELECT x.*, fill.* FROM'),
  /** A day's exams (RosterService). */
  rosterDay: sql('e.room_uuid AS "roomUuid", e.start_ts AS "startTs"'),
  /** The highest demands under a node (PdaSumsRepository). */
  pdaSum: sql('WITH under AS ('),
  /** A node with its ancestors' rows (NodesRepository, WITH_ANCESTORS). */
  nodeWithAncestors: sql('json_agg(a ORDER BY a.ord)'),
  /** What lies under a node (NodesRepository.findContents). */
  nodeContents: sql('json_agg(c ORDER BY c.description)'),
  /** A PDA with its parts (PdaRepository, PDA_WITH_PARTS). */
  pda: sql('SELECT p.version, p.created, p.updated, p.pda_uuid AS "pdaUuid"'),
} as const;

/** Times a read ran since this was called, as the database counts its statement. */
export async function runsOf(statements: Statements, read: string): Promise<() => Promise<number>> {
  const before = await statements.calls(read);
  return async () => (await statements.calls(read)) - before;
}

/**
 * Polled reads answered from the held ETag before their handler ran (hit) and those that ran
 * (miss), over every route, as the instance's /metrics shows them to an operator.
 */
export async function readReuseCounts(t: TestApp): Promise<{ hit: number; miss: number }> {
  const { samples } = parseExposition((await t.http().get('/metrics').expect(200)).text);
  const total = (result: string) => sumOf(samples, 'portal_read_cache_total', { result });
  return { hit: total('hit'), miss: total('miss') };
}
