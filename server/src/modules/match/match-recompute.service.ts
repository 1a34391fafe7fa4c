import { Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  demandSatisfied,
  matchPeopleToPdas,
  forEachPerson,
  type MatchPda,
} from '@domain/match-sets';
import { MetricsService } from '@server/modules/metrics/metrics.service';
import { gradesOfClient } from './client-grades';
import { gradeOf, type Grade } from './grades';
import { MatchInputsRepository } from './match-inputs.repository';
import { MatchSetsRepository } from './match-sets.repository';
import { columnsOfValues, groupByNode, nodeSetOf, resultOf, widthOf } from './match-rule';
import { readValueColumns } from './what-if-values.repository';

/** The active PDAs of one client grouped by job node, with each job node's bit. */
export interface ClientDemands {
  version: string;
  byNode: Map<string, MatchPda[]>;
  ordinals: Map<string, number>;
}

export interface ClientRecompute {
  people: number;
  nodes: number;
  /** Where the time went: reading the inputs, the bitsets, the grade caches, writing. */
  ms: { read: number; compute: number; grades: number; write: number };
}

export type Progress = (done: number, total: number, message: string) => Promise<void>;

const noProgress: Progress = async () => undefined;

/**
 * Computes and stores match results (decision 0012): a whole client (the scheduler's match
 * recompute), one person (a finalized PPT exam) or one job node (a PDA's demands or status
 * changed). The rule is libs/domain's; this service only feeds it stored inputs.
 */
@Injectable()
export class MatchRecomputeService {
  private readonly demandsCache = new Map<string, ClientDemands>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly inputs: MatchInputsRepository,
    private readonly stored: MatchSetsRepository,
    // Absent where the seed and the benchmarks build the service by hand.
    @Optional() private readonly metrics?: MetricsService,
  ) {}

  /** Timed as a match recompute of that kind when the app's metrics are there. */
  private timed<T>(kind: string, work: () => Promise<T>): Promise<T> {
    return this.metrics ? this.metrics.timeMatch(kind, work) : work();
  }

  /** Every client with people, one after the other. */
  recomputeAll(progress: Progress = noProgress): Promise<{ people: number; nodes: number }> {
    return this.timed('recompute_all', () => this.recomputeAllNow(progress));
  }

  private async recomputeAllNow(progress: Progress): Promise<{ people: number; nodes: number }> {
    const clients = await this.inputs.clientsWithPeople();
    let people = 0;
    let nodes = 0;
    for (const [i, client] of clients.entries()) {
      await progress(i, clients.length, `Matching client ${i + 1} of ${clients.length}`);
      const done = await this.recomputeClient(client);
      people += done.people;
      nodes += done.nodes;
    }
    await progress(
      clients.length,
      clients.length,
      `Matched ${people} people against ${nodes} job nodes`,
    );
    return { people, nodes };
  }

  // Each recompute takes the client's lock first and reads inside that transaction, so
  // results written by concurrent jobs of one client follow each other in commit order and
  // none computes from inputs older than the results it overwrites.
  recomputeClient(clientUuid: string): Promise<ClientRecompute> {
    return this.timed('recompute_client', () => this.recomputeClientNow(clientUuid));
  }

  private async recomputeClientNow(clientUuid: string): Promise<ClientRecompute> {
    return this.dataSource.transaction(async (manager) => {
      const started = performance.now();
      const version = await this.stored.nextVersion(clientUuid, manager, { full: true });
      // The values' query ranks the client's exams and hashes their fields: keep it in memory.
      await manager.query(`SET LOCAL work_mem = '256MB'`);
      // One after the other: a transaction's queries share one connection, which runs them in
      // turn anyway (pg 9 refuses queries issued while another is running).
      const persons = await this.inputs.peopleOfClient(clientUuid, manager);
      const demands = await this.demandsOf(clientUuid, manager, { fresh: true });
      // Coded per capability as the what-if reads them: a few dozen rows, not a million.
      const values = await readValueColumns(manager, persons);
      const read = performance.now();
      const { columns, measured } = columnsOfValues(persons.length, values);
      const empty: (string | null)[] = new Array(persons.length).fill(null);
      const pdaSets = matchPeopleToPdas(
        persons.length,
        (capability) => columns.get(capability) ?? empty,
        [...demands.byNode.values()].flat(),
      );
      // Transpose into one buffer: per person the bits of the job nodes they match.
      const stride = Math.ceil(widthOf(demands.ordinals) / 8);
      const all = Buffer.alloc(stride * persons.length);
      for (const [nodeUuid, pdas] of demands.byNode) {
        const ordinal = demands.ordinals.get(nodeUuid)!;
        const byte = ordinal >> 3;
        const mask = 1 << (ordinal & 7);
        forEachPerson(nodeSetOf(pdas, pdaSets), (person) => (all[person * stride + byte] |= mask));
      }
      const sets = persons.map((personUuid, i) => ({
        personUuid,
        bits: all.subarray(i * stride, (i + 1) * stride),
      }));
      const bitsets = performance.now();
      // The roster's grade caches of everyone measured, by the same rule (seed 000).
      const names = await this.inputs.capabilityNames(manager);
      const targets = await this.inputs.targetNodes(
        persons.filter((_, i) => measured[i]),
        manager,
      );
      const graded = gradesOfClient(
        {
          count: persons.length,
          column: (capability) => columns.get(capability),
          targetsOf: (i) => targets.get(persons[i]),
          graded: (i) => measured[i] === 1,
          matches: (i, nodeUuid) => {
            const ordinal = demands.ordinals.get(nodeUuid)!;
            return (all[i * stride + (ordinal >> 3)] & (1 << (ordinal & 7))) !== 0;
          },
        },
        demands.byNode,
        names,
      );
      const grades = graded.grades.flatMap((grade, i) =>
        grade ? [{ personUuid: persons[i], ...grade }] : [],
      );
      const nearest = graded.nearest.map(
        (n) => n && { ordinal: demands.ordinals.get(n.node)!, unmet: n.unmet },
      );
      const computed = performance.now();
      await this.stored.writeSets(
        clientUuid,
        version,
        sets.map((set, i) => ({ ...set, nearest: nearest[i] })),
        manager,
      );
      await this.stored.deleteSetsOutside(clientUuid, persons, manager);
      await this.stored.replaceGrades(persons, grades, manager);
      return {
        people: persons.length,
        nodes: demands.byNode.size,
        ms: {
          read: read - started,
          compute: bitsets - read,
          grades: computed - bitsets,
          write: performance.now() - computed,
        },
      };
    });
  }

  /**
   * One person against every active PDA of their client: the incremental path (a PPT exam
   * finalized or unfinalized). Also rewrites the person's grade caches, which the real-time
   * roster shows as passed or failed and the exceptions.
   */
  recomputePerson(personUuid: string): Promise<{ matchedNodes: number; grade: Grade | null }> {
    return this.timed('recompute_person', () => this.recomputePersonNow(personUuid));
  }

  private async recomputePersonNow(
    personUuid: string,
  ): Promise<{ matchedNodes: number; grade: Grade | null }> {
    const clientUuid = await this.inputs.clientOfPerson(personUuid);
    if (!clientUuid) return { matchedNodes: 0, grade: null };
    return this.dataSource.transaction(async (manager) => {
      const version = await this.stored.nextVersion(clientUuid, manager);
      const demands = await this.demandsOf(clientUuid, manager);
      const measurements = await this.inputs.measurementsOfPerson(personUuid, manager);
      const values = new Map(measurements.map((m) => [m.capabilityUuid, m.value]));
      const matched: number[] = [];
      for (const [nodeUuid, pdas] of demands.byNode) {
        const fits = pdas.every((pda) =>
          pda.demands.every((d) =>
            demandSatisfied(d.direction, values.get(d.capabilityUuid), d.value),
          ),
        );
        if (fits) matched.push(demands.ordinals.get(nodeUuid)!);
      }
      const bits = resultOf(matched, widthOf(demands.ordinals));
      await this.stored.writeSets(clientUuid, version, [{ personUuid, bits }], manager);
      // No complete measurement (the last PPT unfinalized): no grade, rather than all "not measured".
      const grade =
        measurements.length > 0
          ? gradeOf(
              values,
              demands.byNode,
              await this.inputs.capabilityNames(manager),
              (await this.inputs.targetNodes([personUuid], manager)).get(personUuid),
            )
          : null;
      await this.stored.replaceGrades(
        [personUuid],
        grade ? [{ personUuid, ...grade }] : [],
        manager,
      );
      return { matchedNodes: matched.length, grade };
    });
  }

  /**
   * The client's active demands by job node, cached until a write announces a change
   * (match_clients.demands_version), so one finalized exam costs one person's query. A write
   * that changed the demands of `changedNodes` alone (its own version bump, the one since the
   * cached read) re-reads only those nodes.
   */
  async demandsOf(
    clientUuid: string,
    manager: EntityManager,
    opts: { fresh?: boolean; changedNodes?: readonly string[] } = {},
  ): Promise<ClientDemands> {
    const version = await this.stored.demandsVersion(clientUuid, manager);
    const cached = this.demandsCache.get(clientUuid);
    if (cached && cached.version === version && !opts.fresh) return cached;
    let byNode: Map<string, MatchPda[]>;
    if (cached && opts.changedNodes && BigInt(cached.version) + 1n === BigInt(version)) {
      byNode = new Map(cached.byNode);
      for (const node of opts.changedNodes) byNode.delete(node);
      const rows = await this.inputs.activeDemandsAt(clientUuid, opts.changedNodes, manager);
      for (const [node, pdas] of groupByNode(rows)) byNode.set(node, pdas);
    } else byNode = groupByNode(await this.inputs.activeDemands(clientUuid, undefined, manager));
    // In node order, so that a grade's nearest node among equals is the same whichever write
    // graded it (the rows arrive in no order; a regrade patches nodes in).
    byNode = new Map([...byNode].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    const ordinals = await this.stored.nodeOrdinals(clientUuid, [...byNode.keys()], manager);
    const demands: ClientDemands = { version, byNode, ordinals };
    this.demandsCache.set(clientUuid, demands);
    return demands;
  }
}
