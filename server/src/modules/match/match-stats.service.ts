import { Injectable } from '@nestjs/common';
import { Permission } from '@domain/access';
import { countPeople, demandSatisfied, peopleIn, type PeopleBits } from '@domain/match-sets';
import { matchNumber } from '@domain/match-engine';
import { AccessService } from '@server/common/auth/access.service';
import type { Principal } from '@server/common/auth/principal';
import type { NodeMatchStatDto, TreeRuleDto, TreeSwimmerDto } from './dto/match-stats.dto';
import { MatchErrorCode, MatchException } from './match.exceptions';
import { MatchInputsRepository } from './match-inputs.repository';
import { MatchResultsService } from './match-results.service';
import { MatchStatsRepository } from './match-stats.repository';

/** Bitsets of different widths (people added since) combine over the wider one. */
function or(a: PeopleBits, b: PeopleBits): PeopleBits {
  const [wide, narrow] = a.length >= b.length ? [a.slice(), b] : [b.slice(), a];
  for (let w = 0; w < narrow.length; w++) wide[w] |= narrow[w];
  return wide;
}

function and(a: PeopleBits, b: PeopleBits): PeopleBits {
  const out = new Uint32Array(Math.min(a.length, b.length));
  for (let w = 0; w < out.length; w++) out[w] = a[w] & b[w];
  return out;
}

/**
 * Match statistics from the stored results (decision 0012): per node of a client,
 * m of the n pool members match it; per demand at and below a node, how many pool members it
 * excludes; the pool members who match a node.
 */
@Injectable()
export class MatchStatsService {
  constructor(
    private readonly access: AccessService,
    private readonly results: MatchResultsService,
    private readonly inputs: MatchInputsRepository,
    private readonly stats: MatchStatsRepository,
  ) {}

  async nodeMatchStats(principal: Principal, clientUuid: string): Promise<NodeMatchStatDto[]> {
    await this.access.assertOn(principal, Permission.MatchStats, 'node', clientUuid);
    if ((await this.inputs.clientOfNode(clientUuid)) !== clientUuid)
      throw new MatchException(
        MatchErrorCode.NotAClientSite,
        'This node is not a client site: match statistics are per client site',
      );
    const [nodes, pool, results] = await Promise.all([
      this.stats.nodesOfClient(clientUuid),
      this.stats.poolPeopleOfClient(clientUuid),
      this.results.ofClient(clientUuid),
    ]);
    // Per node, the pool members matching it or a job below it: nodes come parents first, so
    // walking them backwards ORs each node's set into its parent after its own children.
    const poolMask = results.maskOf(pool);
    const sets: (PeopleBits | undefined)[] = nodes.map((node) => {
      const ordinal = results.ordinals.get(node.nodeUuid);
      const matching = ordinal === undefined ? undefined : results.matching(ordinal);
      return matching && and(matching, poolMask);
    });
    // A node is analysed when it or a job below it has an active PDA.
    const analysed = nodes.map((node) => node.hasPda);
    const indexOf = new Map(nodes.map((node, i) => [node.nodeUuid, i]));
    for (let i = nodes.length - 1; i > 0; i--) {
      const own = sets[i];
      const parent = indexOf.get(nodes[i].parentNodeUuid ?? '');
      if (parent !== undefined && analysed[i]) analysed[parent] = true;
      if (!own || parent === undefined) continue;
      sets[parent] = sets[parent] ? or(sets[parent], own) : own.slice();
    }
    const m = sets.map((set) => (set ? countPeople(set) : 0));
    const n = pool.length;
    return nodes.map(({ hasPda: _, ...node }, i) => ({
      ...node,
      m: m[i],
      n,
      percent: n === 0 ? 0 : (100 * m[i]) / n,
      analysed: analysed[i],
    }));
  }

  /** Per demand at and below the node: the pool members failing it and their average value. */
  async treeRules(principal: Principal, nodeUuid: string): Promise<TreeRuleDto[]> {
    await this.access.assertOn(principal, Permission.MatchRules, 'node', nodeUuid);
    const clientUuid = await this.inputs.clientOfNode(nodeUuid);
    if (!clientUuid) return [];
    const [demands, pool] = await Promise.all([
      this.stats.demandsAtAndBelow(nodeUuid),
      this.stats.poolPeopleOfClient(clientUuid),
    ]);
    if (demands.length === 0) return [];
    const capabilities = [...new Set(demands.map((d) => d.capabilityUuid))];
    const values = new Map<string, Map<string, string>>();
    for (const row of await this.stats.measurements(pool, capabilities))
      (
        values.get(row.capabilityUuid) ??
        values.set(row.capabilityUuid, new Map()).get(row.capabilityUuid)!
      ).set(row.personUuid, row.value);
    // Many PDAs share a demand: judge each distinct one once.
    const judged = new Map<string, { count: number; notMeasured: number; avg: number | null }>();
    const rules = demands.map((d) => {
      const key = `${d.capabilityUuid}|${d.direction}|${d.pdaValue.trim().toLowerCase()}`;
      let verdict = judged.get(key);
      if (!verdict) {
        const column = values.get(d.capabilityUuid) ?? new Map<string, string>();
        let count = 0;
        let notMeasured = 0;
        let sum = 0;
        let measured = 0;
        for (const person of pool) {
          const value = column.get(person);
          if (demandSatisfied(d.direction, value, d.pdaValue)) continue;
          count++;
          const number = value === undefined ? null : matchNumber(value);
          if (value === undefined || value.trim() === '') notMeasured++;
          else if (number !== null && Number.isFinite(number)) {
            sum += number;
            measured++;
          }
        }
        verdict = { count, notMeasured, avg: measured === 0 ? null : sum / measured };
        judged.set(key, verdict);
      }
      return { ...d, ...verdict, n: pool.length };
    });
    return rules.sort(
      (a, b) => b.count - a.count || a.pdaDescription.localeCompare(b.pdaDescription),
    );
  }

  /** The client's pool members who match the node (at or below it, for nodes above jobs). */
  async treeSwimmers(
    principal: Principal,
    nodeUuid: string,
    clientUuid: string,
  ): Promise<TreeSwimmerDto[]> {
    await this.access.assertOn(principal, Permission.MatchPeople, 'node', nodeUuid);
    if ((await this.inputs.clientOfNode(nodeUuid)) !== clientUuid)
      throw new MatchException(
        MatchErrorCode.NotAClientSite,
        'The second value must be the client site of the node',
      );
    const [subtree, pool, results] = await Promise.all([
      this.stats.subtree(nodeUuid),
      this.stats.poolPeopleOfClient(clientUuid),
      this.results.ofClient(clientUuid),
    ]);
    let matching: PeopleBits = new Uint32Array(0);
    for (const nodeUuid of subtree) {
      const ordinal = results.ordinals.get(nodeUuid);
      const set = ordinal === undefined ? undefined : results.matching(ordinal);
      if (set) matching = or(matching, set);
    }
    const inPool = and(matching, results.maskOf(pool));
    const matched = peopleIn(inPool).map((position) => results.people[position]);
    return matched.length === 0 ? [] : this.stats.poolMembers(clientUuid, matched);
  }
}
