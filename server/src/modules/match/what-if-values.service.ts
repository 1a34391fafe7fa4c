import { Injectable } from '@nestjs/common';
import { CodedColumn, wordsFor, type MatchDemand, type PeopleBits } from '@domain/match-sets';
import { timeSlices, type GiveWay } from '@server/common/time-slices';
import { MatchSetsRepository } from './match-sets.repository';
import { MatchStatsRepository } from './match-stats.repository';
import type { ClientResults } from './match-results.service';
import { WhatIfValuesRepository, type ValueColumnRow } from './what-if-values.repository';

/**
 * One client's people's measurements held in memory for the what-if (decision 0026): per
 * capability a coded column indexed like the stored results' bitsets (ClientResults
 * positions), and each demand's bitset once judged. Reading 50,000 people's newest values is
 * one query; judging one demand over a held column takes a millisecond.
 */
class ClientValues {
  version: string;
  private readonly columns = new Map<string, CodedColumn>();
  private readonly demandSets = new Map<string, PeopleBits>();
  private width = 0;
  /** The client's pool as last read, and its mask over the positions. */
  pool?: { fingerprint: string; people: string[]; mask: PeopleBits; positions: number };

  constructor(readonly results: ClientResults) {
    this.version = results.version;
  }

  /**
   * Takes the values read for `people` (every capability); each of them loses any value held
   * before, so a value gone since (an exam unfinalized) is gone here too.
   */
  fill(people: readonly string[], rows: readonly ValueColumnRow[]): void {
    const positions = this.forget(people);
    for (const row of rows) this.take(positions, row);
    this.demandSets.clear();
  }

  /**
   * The first fill, of everyone, giving way between columns: only for values nobody reads yet
   * (a refresh of held values stays in one piece, so no what-if sees it half done).
   */
  async fillAnew(
    people: readonly string[],
    rows: readonly ValueColumnRow[],
    giveWay: GiveWay,
  ): Promise<void> {
    const positions = this.forget(people);
    for (const row of rows) {
      this.take(positions, row);
      await giveWay();
    }
  }

  /** The people's positions, each person's held values dropped. */
  private forget(people: readonly string[]): Int32Array {
    // People without stored results yet are not in the bitsets: their row's creation moves
    // values_version, so the next refresh reads them again.
    const positions = Int32Array.from(people, (p) => this.results.positionOf.get(p) ?? -1);
    for (const column of this.columns.values())
      for (const position of positions) if (position >= 0) column.set(position, undefined);
    return positions;
  }

  private take(positions: Int32Array, { capabilityUuid, indexes, values }: ValueColumnRow): void {
    let column = this.columns.get(capabilityUuid);
    if (!column) {
      column = new CodedColumn(this.results.people.length);
      this.columns.set(capabilityUuid, column);
    }
    for (let i = 0; i < indexes.length; i++) {
      const position = positions[indexes[i]];
      if (position >= 0) column.set(position, values[i]);
    }
  }

  /** A capability's held values by position (undefined: nobody of the client measured). */
  column(capability: string): CodedColumn | undefined {
    return this.columns.get(capability);
  }

  /** Whether the person at a position has any measured value (a grade needs one). */
  measured(position: number): boolean {
    for (const column of this.columns.values()) if (column.get(position) !== undefined) return true;
    return false;
  }

  /** The people (positions) satisfying the demand, judged by the shared rule and kept. */
  satisfying(demand: MatchDemand): PeopleBits {
    const people = this.results.people.length;
    if (wordsFor(people) !== this.width) {
      this.demandSets.clear();
      this.width = wordsFor(people);
    }
    const key = `${demand.capabilityUuid}|${demand.direction}|${demand.value.trim().toLowerCase()}`;
    let bits = this.demandSets.get(key);
    if (!bits) {
      // A capability nobody of the client was measured for: everyone is unmeasured.
      const column = this.columns.get(demand.capabilityUuid) ?? new CodedColumn();
      bits = column.satisfying(people, demand);
      this.demandSets.set(key, bits);
    }
    return bits;
  }
}

export type HeldValues = Pick<ClientValues, 'satisfying' | 'column' | 'measured'>;

/**
 * The people's values per client, every capability, brought up to date before each use: a
 * full recompute (new positions) starts over; otherwise only the people whose measurements
 * were read by a write since (match_person_sets.values_version) are read again. A node's
 * recompute (a saved demand) re-reads nobody. One refresh per client at a time, so the
 * panel's first ask and the ergonomist's first typed value read the values once.
 */
@Injectable()
export class WhatIfValuesService {
  private readonly clients = new Map<string, ClientValues>();
  private readonly refreshing = new Map<string, Promise<unknown>>();

  constructor(
    private readonly stored: MatchSetsRepository,
    private readonly stats: MatchStatsRepository,
    private readonly values: WhatIfValuesRepository,
  ) {}

  /** The client's values, current for `results` (fresh from MatchResultsService.ofClient). */
  of(clientUuid: string, results: ClientResults): Promise<HeldValues> {
    const before = this.refreshing.get(clientUuid) ?? Promise.resolve();
    const run = before.then(
      () => this.refresh(clientUuid, results),
      () => this.refresh(clientUuid, results),
    );
    this.refreshing.set(clientUuid, run);
    const done = () => {
      if (this.refreshing.get(clientUuid) === run) this.refreshing.delete(clientUuid);
    };
    run.then(done, done);
    return run;
  }

  private async refresh(clientUuid: string, results: ClientResults): Promise<ClientValues> {
    let held = this.clients.get(clientUuid);
    if (!held || held.results !== results) {
      // The version first: a person written while the values are read is read again later.
      held = new ClientValues(results);
      const people = results.people.slice();
      const giveWay = timeSlices();
      await held.fillAnew(people, await this.values.columnsOf(people, giveWay), giveWay);
      this.clients.set(clientUuid, held);
    } else if (held.version !== results.version) {
      const version = results.version;
      const changed = await this.stored.valuesChangedSince(clientUuid, held.version);
      if (changed.length > 0) held.fill(changed, await this.values.columnsOf(changed));
      held.version = version;
    }
    return held;
  }

  /**
   * The client's pool members and their mask over the results' positions. Reading 50,000 of
   * them costs more than the rest of a what-if: a one-row fingerprint says when they changed.
   */
  async pool(
    clientUuid: string,
    results: ClientResults,
  ): Promise<{ people: string[]; mask: PeopleBits }> {
    const fingerprint = await this.stats.poolFingerprint(clientUuid);
    // Held for these results (another request may have started over since): else read afresh.
    const held = this.clients.get(clientUuid);
    const holds = held?.results === results;
    let pool = holds ? held.pool : undefined;
    if (!pool || pool.fingerprint !== fingerprint) {
      const people = await this.stats.poolPeopleOfClient(clientUuid);
      pool = {
        fingerprint,
        people,
        mask: results.maskOf(people),
        positions: results.people.length,
      };
    } else if (pool.positions !== results.people.length) {
      // People gained results (positions) since: they join the mask.
      pool = { ...pool, mask: results.maskOf(pool.people), positions: results.people.length };
    }
    if (holds) held.pool = pool;
    return pool;
  }
}
