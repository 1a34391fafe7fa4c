import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  CodedColumn,
  allPeople,
  countPeople,
  hasPerson,
  wordsFor,
  type PeopleBits,
} from '@domain/match-sets';
import { EventBusService } from '@server/common/events/event-bus.service';
import { MetricsService } from '@server/modules/metrics/metrics.service';
import { gradeAt, gradesOfClient } from './client-grades';
import { MatchNearestRepository } from './match-nearest.repository';
import { affectedBy, heldColumnsOf } from './regrade-affected';
import type { Grade } from './grades';
import { MatchInputsRepository } from './match-inputs.repository';
import { MatchRecomputeService, type ClientDemands } from './match-recompute.service';
import { MatchResultsService, type ClientResults } from './match-results.service';
import { MatchSetsRepository } from './match-sets.repository';
import { WhatIfValuesService, type HeldValues } from './what-if-values.service';

/** What changed for one client since its grades were written (decision 0036). */
export interface RegradeScope {
  /** Job nodes whose active demands changed: a PDA's demands or status, a trashed subtree. */
  nodes: string[];
  /** People whose jobs changed: a class or a kanban's openings of their pool. */
  people: string[];
  /** People whose measurements changed: an exam of theirs entered or left COMPLETE. */
  measured: string[];
}

export interface RegradeOutcome {
  /** People graded again, and of them those whose stored grade changed. */
  graded: number;
  changed: number;
  /** People whose bit of a changed node flipped. */
  rematched: number;
  /** True when the client had too many people without results and was recomputed whole. */
  full: boolean;
  /** Where the time went: the results and values held, the changed nodes, grading, writing. */
  ms?: { held: number; nodes: number; grades: number; write: number };
}

// More people without stored results than this: the whole client is recomputed instead.
const ONE_BY_ONE_LIMIT = 200;

const same = (a: { grade: string; reasons: string } | undefined, b: Grade | null) =>
  (a?.grade ?? '') === (b?.grade ?? '') && (a?.reasons ?? '') === (b?.reasons ?? '');

/**
 * Regrades exactly the people a change can affect, in the background job a write enqueues
 * (decision 0036): the changed nodes' bits judged over the values the what-if holds in memory
 * (decision 0026: coded columns, one verdict per distinct value), then the grade caches of the
 * people graded against those nodes or whose jobs changed, written only where they differ,
 * and a DIRTY match push so that the screens showing them re-read.
 */
@Injectable()
export class MatchRegradeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly inputs: MatchInputsRepository,
    private readonly stored: MatchSetsRepository,
    private readonly recompute: MatchRecomputeService,
    private readonly results: MatchResultsService,
    private readonly values: WhatIfValuesService,
    private readonly nearest: MatchNearestRepository,
    private readonly bus: EventBusService,
    private readonly metrics: MetricsService,
  ) {}

  regrade(clientUuid: string, scope: RegradeScope): Promise<RegradeOutcome> {
    return this.metrics.timeMatch('regrade', () => this.regradeNow(clientUuid, scope));
  }

  private async regradeNow(clientUuid: string, scope: RegradeScope): Promise<RegradeOutcome> {
    // Their own values changed: the one-person path reads them and writes bits and grade.
    for (const person of scope.measured) await this.recompute.recomputePerson(person);
    const outcome = { graded: scope.measured.length, changed: 0, rematched: 0, full: false };
    if (scope.nodes.length > 0 || scope.people.length > 0) {
      // The held values know only people with stored results: give the others theirs first.
      const missing = await this.stored.peopleWithoutResults(clientUuid);
      if (missing.length > ONE_BY_ONE_LIMIT) {
        const full = await this.recompute.recomputeClient(clientUuid);
        return { graded: full.people, changed: full.people, rematched: 0, full: true };
      }
      for (const person of missing) await this.recompute.recomputePerson(person);
      Object.assign(outcome, await this.regradeHeld(clientUuid, scope));
    }
    if (outcome.changed + outcome.rematched + scope.measured.length > 0)
      await this.bus.publish({
        kind: 'DIRTY',
        entity: 'match',
        uuid: clientUuid,
        action: 'regrade',
      });
    return outcome;
  }

  private regradeHeld(clientUuid: string, scope: RegradeScope) {
    return this.dataSource.transaction(async (manager) => {
      const nodesChanged = scope.nodes.length > 0;
      const version = await this.stored.nextVersion(clientUuid, manager, {
        demandsChanged: nodesChanged,
      });
      const demands = await this.recompute.demandsOf(clientUuid, manager, {
        changedNodes: scope.nodes,
      });
      const started = performance.now();
      // Read after the lock: no other write of the client's results can commit meanwhile.
      const results = await this.results.ofClient(clientUuid);
      const held = await this.values.of(clientUuid, results);
      const heldAt = performance.now();
      const size = results.people.length;
      const nodeSets = new Map<string, PeopleBits>();
      const flipped = new Uint32Array(wordsFor(size));
      for (const node of scope.nodes) {
        const set = nodeSetOf(demands, node, held, size);
        nodeSets.set(node, set);
        await this.writeBit(clientUuid, version, node, set, results, flipped, manager);
      }
      const setOf = (node: string) =>
        nodeSets.get(node) ?? results.matching(demands.ordinals.get(node)!);
      const nodesAt = performance.now();
      const graded = affectedBy({
        scope,
        byNode: demands.byNode,
        people: results.people,
        positionOf: results.positionOf,
        held,
        targets: await this.inputs.targetsOfClient(clientUuid, manager),
        flipped,
        setOf,
        stored: await this.nearest.nearestOfClient(clientUuid, manager),
        nodeOfOrdinal: new Map([...results.ordinals].map(([node, ordinal]) => [ordinal, node])),
      });
      const names = await this.inputs.capabilityNames(manager);
      const column = heldColumnsOf(held, graded);
      const found = gradesOfClient(
        {
          count: graded.length,
          column,
          targetsOf: (i) => graded[i].targets,
          graded: (i) => graded[i].measured && !graded[i].nearest,
          matches: (i, node) => {
            const set = setOf(node);
            return set !== undefined && hasPerson(set, graded[i].position);
          },
        },
        demands.byNode,
        names,
      );
      // Those whose stored nearest node told where they stand are graded there alone.
      const grades = graded.map((g, i) =>
        g.nearest
          ? gradeAt(column, i, [g.nearest.node, demands.byNode.get(g.nearest.node)!], names)
          : found.grades[i],
      );
      const gradedAt = performance.now();
      const people = graded.map((g) => g.personUuid);
      const before = await this.stored.gradesOf(people, manager);
      const changed = people.flatMap((p, i) => (same(before.get(p), grades[i]) ? [] : [i]));
      await this.stored.replaceGrades(
        changed.map((i) => people[i]),
        changed.flatMap((i) => (grades[i] ? [{ personUuid: people[i], ...grades[i]! }] : [])),
        manager,
      );
      await this.nearest.writeNearest(
        graded.map((g, i) => {
          const nearest = g.nearest ?? found.nearest[i];
          return {
            personUuid: g.personUuid,
            nearest: nearest && {
              ordinal: demands.ordinals.get(nearest.node)!,
              unmet: nearest.unmet,
            },
          };
        }),
        manager,
      );
      const ms = {
        held: heldAt - started,
        nodes: nodesAt - heldAt,
        grades: gradedAt - nodesAt,
        write: performance.now() - gradedAt,
      };
      return {
        graded: graded.length,
        changed: changed.length,
        rematched: countPeople(flipped),
        ms,
      };
    });
  }

  /**
   * Writes a changed node's bit where it flips (the held results say where it stood), adding
   * those people to `flipped`. A node new to the client gets its ordinal here.
   */
  private async writeBit(
    clientUuid: string,
    version: string,
    node: string,
    set: PeopleBits,
    results: ClientResults,
    flipped: PeopleBits,
    manager: EntityManager,
  ): Promise<void> {
    const ordinal = (await this.stored.nodeOrdinals(clientUuid, [node], manager)).get(node);
    if (ordinal === undefined) return;
    const old = results.matching(ordinal);
    // Only the flipped are written, so only those of them now matching are named: a list of
    // every matching person made the statement scan 50,000 uuids per row it touched.
    const matched: string[] = [];
    const changed: string[] = [];
    for (let position = 0; position < results.people.length; position++) {
      const now = hasPerson(set, position);
      if (now === (old !== undefined && hasPerson(old, position))) continue;
      changed.push(results.people[position]);
      if (now) matched.push(results.people[position]);
      flipped[position >>> 5] |= 1 << (position & 31);
    }
    if (changed.length > 0)
      await this.stored.writeNodeBit(clientUuid, version, ordinal, matched, manager, changed);
  }
}

/** A job node's people: those meeting every demand of its active PDAs (none: nobody). */
function nodeSetOf(
  demands: ClientDemands,
  node: string,
  held: HeldValues,
  size: number,
): PeopleBits {
  const pdas = demands.byNode.get(node);
  if (!pdas) return new Uint32Array(allPeople(size).length);
  const set = allPeople(size);
  for (const pda of pdas)
    for (const d of pda.demands) {
      // Judged without keeping the demand's set: a node's demands are hundreds.
      const judged = (held.column(d.capabilityUuid) ?? new CodedColumn()).satisfying(size, d);
      for (let w = 0; w < set.length; w++) set[w] &= judged[w];
    }
  return set;
}
