import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NEWEST_MEASUREMENTS } from './match.repository';

/** One capability's newest values: `people[indexes[i]]` (of the people asked about) has `values[i]`. */
export interface ValueColumnRow {
  capabilityUuid: string;
  indexes: number[];
  values: (string | null)[];
}

/** What the what-if reads besides the stored results: the people's values (decision 0026). */
@Injectable()
export class WhatIfValuesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The newest measured values of `people`, every capability, one row per capability holding
   * two JSON arrays: 50,000 people's 1.5 million values arrive as a few dozen rows the driver
   * hands to JSON.parse, not as 1.5 million row objects keyed by two uuid strings each.
   */
  columnsOf(people: readonly string[]): Promise<ValueColumnRow[]> {
    return this.dataSource.query(
      `SELECT m."capabilityUuid", json_agg(p.ord - 1) AS indexes, json_agg(m.value) AS values
         FROM (${NEWEST_MEASUREMENTS.replace('%WHERE%', 'i.person_uuid = ANY($1::uuid[])')}) m
         JOIN unnest($1::uuid[]) WITH ORDINALITY p(person_uuid, ord)
           ON p.person_uuid = m."personUuid"
        GROUP BY m."capabilityUuid"`,
      [people],
    );
  }
}
