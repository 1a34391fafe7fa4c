import { type MatchPda, type PeopleBits } from '@domain/match-sets';
import type { ActiveDemandRow, MeasurementRow } from './match-inputs.repository';
import type { ValueColumnRow } from './what-if-values.repository';

// The stored inputs shaped for the shared rule (libs/domain): demands by job node, values by
// capability column, a node's set from its PDAs' sets, a person's row of job-node bits.

export function groupByNode(rows: readonly ActiveDemandRow[]): Map<string, MatchPda[]> {
  const pdas = new Map<string, { nodeUuid: string; pda: MatchPda }>();
  for (const row of rows) {
    const entry =
      pdas.get(row.pdaUuid) ??
      pdas
        .set(row.pdaUuid, { nodeUuid: row.nodeUuid, pda: { pdaUuid: row.pdaUuid, demands: [] } })
        .get(row.pdaUuid)!;
    // A PDA without demands arrives as one row without a capability: it asks nothing.
    if (row.capabilityUuid)
      (entry.pda.demands as MatchPda['demands'][number][]).push({
        capabilityUuid: row.capabilityUuid,
        direction: row.direction,
        value: row.value ?? '',
      });
  }
  const byNode = new Map<string, MatchPda[]>();
  for (const { nodeUuid, pda } of pdas.values())
    byNode.set(nodeUuid, [...(byNode.get(nodeUuid) ?? []), pda]);
  return byNode;
}

/** Per capability, the people's values by person ordinal. */
export function columnsOf(
  persons: readonly string[],
  measurements: readonly MeasurementRow[],
): Map<string, (string | null)[]> {
  const ordinalOf = new Map(persons.map((p, i) => [p, i]));
  const columns = new Map<string, (string | null)[]>();
  for (const m of measurements) {
    const ordinal = ordinalOf.get(m.personUuid);
    if (ordinal === undefined) continue;
    const column =
      columns.get(m.capabilityUuid) ??
      columns.set(m.capabilityUuid, new Array(persons.length).fill(null)).get(m.capabilityUuid)!;
    column[ordinal] = m.value;
  }
  return columns;
}

/**
 * The same columns from the coded read (readValueColumns), with who has any value: the
 * measured, whom the grade caches grade.
 */
export function columnsOfValues(
  size: number,
  rows: readonly ValueColumnRow[],
): { columns: Map<string, (string | null)[]>; measured: Uint8Array } {
  const columns = new Map<string, (string | null)[]>();
  const measured = new Uint8Array(size);
  for (const { capabilityUuid, indexes, values } of rows) {
    const column: (string | null)[] = new Array(size).fill(null);
    for (let i = 0; i < indexes.length; i++) {
      column[indexes[i]] = values[i];
      measured[indexes[i]] = 1;
    }
    columns.set(capabilityUuid, column);
  }
  return { columns, measured };
}

/** A job node is matched by those who match every one of its active PDAs. */
export function nodeSetOf(pdas: readonly MatchPda[], pdaSets: Map<string, PeopleBits>): PeopleBits {
  const nodeSet = pdaSets.get(pdas[0].pdaUuid)!.slice();
  for (const pda of pdas.slice(1)) {
    const set = pdaSets.get(pda.pdaUuid)!;
    for (let w = 0; w < nodeSet.length; w++) nodeSet[w] &= set[w];
  }
  return nodeSet;
}

export const widthOf = (ordinals: Map<string, number>) => Math.max(-1, ...ordinals.values()) + 1;

export function resultOf(ordinals: readonly number[], width: number): Buffer {
  const bits = Buffer.alloc(Math.ceil(width / 8));
  for (const o of ordinals) bits[o >> 3] |= 1 << (o & 7);
  return bits;
}
