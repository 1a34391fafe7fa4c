import { Injectable } from '@nestjs/common';
import {
  numbersOf,
  peopleSatisfying,
  wordsFor,
  type MatchDemand,
  type PeopleBits,
} from '@domain/match-sets';
import { MatchInputsRepository } from './match-inputs.repository';
import { MatchSetsRepository } from './match-sets.repository';
import { MatchStatsRepository } from './match-stats.repository';
import type { ClientResults } from './match-results.service';

/**
 * One client's people's measurements held in memory for the what-if (decision 0026): per
 * capability a column indexed like the stored results' bitsets (ClientResults positions), and
 * each demand's bitset once judged. Re-reading 50,000 people's newest values takes seconds;
 * judging one demand over a held column takes milliseconds.
 */
class ClientValues {
  version: string;
  readonly columns = new Map<string, (string | undefined)[]>();
  /** Each column read as numbers once, for the fast comparisons; dropped when it changes. */
  private readonly numbers = new Map<string, Float64Array>();
  private readonly demandSets = new Map<string, PeopleBits>();
  private width = 0;
  /** The client's pool as last read, and its mask over the positions. */
  pool?: { fingerprint: string; people: string[]; mask: PeopleBits; positions: number };

  constructor(readonly results: ClientResults) {
    this.version = results.version;
  }

  setValue(capabilityUuid: string, position: number, value: string | undefined): void {
    this.columns.get(capabilityUuid)![position] = value;
    this.numbers.delete(capabilityUuid);
  }

  /** Values changed or people were added: every judged demand is judged again when asked. */
  forgetDemands(): void {
    this.demandSets.clear();
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
      const column = this.columns.get(demand.capabilityUuid) ?? [];
      let numbers = this.numbers.get(demand.capabilityUuid);
      if (!numbers) {
        numbers = numbersOf(column);
        this.numbers.set(demand.capabilityUuid, numbers);
      }
      bits = peopleSatisfying(people, column, demand, undefined, numbers);
      this.demandSets.set(key, bits);
    }
    return bits;
  }
}

/**
 * The people's values per client for the capabilities the what-if has been asked about,
 * brought up to date before each use: a full recompute (new positions) starts over; otherwise
 * only the people whose measurements were read by a write since (match_person_sets.
 * values_version) are read again. A node's recompute (a saved demand) re-reads nobody.
 */
@Injectable()
export class WhatIfValuesService {
  private readonly clients = new Map<string, ClientValues>();

  constructor(
    private readonly inputs: MatchInputsRepository,
    private readonly stored: MatchSetsRepository,
    private readonly stats: MatchStatsRepository,
  ) {}

  /** The client's values, current for `results` (fresh from MatchResultsService.ofClient). */
  async of(
    clientUuid: string,
    results: ClientResults,
    capabilities: readonly string[],
  ): Promise<Pick<ClientValues, 'satisfying'>> {
    let held = this.clients.get(clientUuid);
    if (!held || held.results !== results) {
      held = new ClientValues(results);
      this.clients.set(clientUuid, held);
    } else if (held.version !== results.version) {
      const changed = await this.stored.valuesChangedSince(clientUuid, held.version);
      held.version = results.version;
      if (changed.length > 0) {
        const known = [...held.columns.keys()];
        for (const person of changed) {
          const position = results.positionOf.get(person);
          if (position !== undefined) for (const c of known) held.setValue(c, position, undefined);
        }
        if (known.length > 0) this.fill(held, await this.stats.measurements(changed, known));
        held.forgetDemands();
      }
    }
    const missing = capabilities.filter((c) => !held.columns.has(c));
    if (missing.length > 0) {
      for (const c of missing) held.columns.set(c, []);
      this.fill(held, await this.inputs.measurementsOfClient(clientUuid, missing));
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

  private fill(
    held: ClientValues,
    rows: readonly { personUuid: string; capabilityUuid: string; value: string }[],
  ): void {
    for (const row of rows) {
      const position = held.results.positionOf.get(row.personUuid);
      // People without stored results yet are not in the bitsets: the next refresh adds them.
      if (position !== undefined) held.setValue(row.capabilityUuid, position, row.value);
    }
  }
}
