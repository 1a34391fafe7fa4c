import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { GiveWay } from '@server/common/time-slices';
import type { Db } from './match-inputs.repository';

/** One capability's newest values: `people[indexes[i]]` (of the people asked about) has `values[i]`. */
export interface ValueColumnRow {
  capabilityUuid: string;
  indexes: Int32Array;
  values: string[];
}

// A separator the stored values cannot hold: the input-safety guard refuses C0 controls but
// tab and line breaks in every body. Checked on reading all the same (counts that differ).
const SEPARATOR = '\u001f';

/**
 * Every value of the people of $1 from their COMPLETE exams, aggregated per capability as
 * texts: by the person's index in $1 when from their newest exam, else as -(index + 1) with
 * the exam's rank among the person's (2 = the one before the newest) in \`ranks\`, in order.
 * Shaped for 50,000 people's 1.25 million values: ranking sorts the 50,000 exams, the fields
 * are joined by hashing, and nothing sorts the 1.25 million (the newest per capability is
 * picked on reading, newestOnly). A blank value stays '' (the rule reads '' as unmeasured,
 * like NULL), so a newest exam's blank still hides an older value, as NEWEST_MEASUREMENTS.
 */
const VALUE_COLUMNS = `
  WITH x AS (
    SELECT CASE WHEN row_number() OVER w = 1 THEN p.ord - 1 ELSE -p.ord END AS index,
           e.exam_uuid, row_number() OVER w AS rank
      FROM unnest($1::uuid[]) WITH ORDINALITY p(person_uuid, ord)
      JOIN person_ids i ON i.person_uuid = p.person_uuid
      JOIN exams e ON e.id_uuid = i.id_uuid AND e.exam_status_enum = 'COMPLETE'
    WINDOW w AS (PARTITION BY p.ord ORDER BY e.start_ts DESC))
  SELECT f.capability_uuid AS "capabilityUuid", %AGGREGATES%
    FROM x JOIN exam_fields v ON v.exam_uuid = x.exam_uuid
    JOIN exam_type_fields f ON f.exam_type_field_uuid = v.exam_type_field_uuid
   WHERE f.capability_uuid IS NOT NULL AND %WHERE%
   GROUP BY f.capability_uuid`;

/** "3,-17,42" as numbers, without a string per number. */
export function numbersIn(text: string | null): Int32Array {
  if (!text) return new Int32Array(0);
  let commas = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 44) commas++;
  const out = new Int32Array(commas + 1);
  let k = 0;
  let n = 0;
  let sign = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 44) {
      out[k++] = sign * n;
      n = 0;
      sign = 1;
    } else if (c === 45) sign = -1;
    else n = n * 10 + c - 48;
  }
  out[k] = sign * n;
  return out;
}

/** Of each person's values, the one from their newest exam measuring the capability. */
export function newestOnly(
  people: number,
  column: { capabilityUuid: string; indexes: Int32Array; values: string[]; ranks: Int32Array },
): ValueColumnRow {
  const { capabilityUuid, indexes, values, ranks } = column;
  // Nearly everyone has one exam: then nothing is left out.
  if (ranks.length === 0) return { capabilityUuid, indexes, values };
  const bestRank = new Int32Array(people);
  const bestRow = new Int32Array(people);
  const indexOf = (i: number) => (indexes[i] >= 0 ? indexes[i] : -indexes[i] - 1);
  for (let i = 0, older = 0; i < indexes.length; i++) {
    const index = indexOf(i);
    const rank = indexes[i] >= 0 ? 1 : ranks[older++];
    if (bestRank[index] === 0 || rank < bestRank[index]) {
      bestRank[index] = rank;
      bestRow[index] = i;
    }
  }
  const kept: number[] = [];
  for (let i = 0; i < indexes.length; i++) if (bestRow[indexOf(i)] === i) kept.push(i);
  return {
    capabilityUuid,
    indexes: Int32Array.from(kept, indexOf),
    values: kept.map((i) => values[i]),
  };
}

/**
 * The newest measured value of each of `people`, every capability, as one row per capability
 * holding texts: 50,000 people's 1.25 million values arrive as a few dozen rows, not as a
 * row object keyed by two uuid strings per value. On `db`: the what-if's data source, or a
 * full recompute's transaction after its lock.
 */
export async function readValueColumns(
  db: Db,
  people: readonly string[],
  giveWay?: GiveWay,
): Promise<ValueColumnRow[]> {
  const rows: {
    capabilityUuid: string;
    indexes: string;
    values: string;
    ranks: string | null;
  }[] = await db.query(
    VALUE_COLUMNS.replace(
      '%AGGREGATES%',
      `string_agg(x.index::text, ',') AS indexes,
         string_agg(x.rank::text, ',') FILTER (WHERE x.rank > 1) AS ranks,
         string_agg(coalesce(v.string_value, ''), E'\\x1f') AS values`,
    ).replace('%WHERE%', 'TRUE'),
    [people],
  );
  // One column at a time, giving way between them (50,000 values each at the largest).
  const columns: ValueColumnRow[] = [];
  for (const row of rows) {
    columns.push(await parsed(db, people, row));
    await giveWay?.();
  }
  return columns;
}

async function parsed(
  db: Db,
  people: readonly string[],
  row: { capabilityUuid: string; indexes: string; values: string; ranks: string | null },
): Promise<ValueColumnRow> {
  const column = {
    capabilityUuid: row.capabilityUuid,
    indexes: numbersIn(row.indexes),
    ranks: numbersIn(row.ranks),
    values: row.values.split(SEPARATOR),
  };
  if (column.values.length === column.indexes.length) return newestOnly(people.length, column);
  // A value holding the separator after all: that column again, as JSON.
  const [exact]: { indexes: number[]; ranks: number[] | null; values: string[] }[] = await db.query(
    VALUE_COLUMNS.replace(
      '%AGGREGATES%',
      `json_agg(x.index) AS indexes, json_agg(x.rank) FILTER (WHERE x.rank > 1) AS ranks,
             json_agg(coalesce(v.string_value, '')) AS values`,
    ).replace('%WHERE%', 'f.capability_uuid = $2'),
    [people, row.capabilityUuid],
  );
  return newestOnly(people.length, {
    capabilityUuid: row.capabilityUuid,
    indexes: Int32Array.from(exact.indexes),
    ranks: Int32Array.from(exact.ranks ?? []),
    values: exact.values,
  });
}

/** What the what-if reads besides the stored results: the people's values (decision 0026). */
@Injectable()
export class WhatIfValuesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** readValueColumns on the data source. */
  columnsOf(people: readonly string[], giveWay?: GiveWay): Promise<ValueColumnRow[]> {
    return readValueColumns(this.dataSource, people, giveWay);
  }
}
