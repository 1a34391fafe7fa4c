import { Injectable } from '@nestjs/common';
import { Permission } from '@domain/access';
import { demandSatisfied } from '@domain/match-sets';
import { matchNumber } from '@domain/match-engine';
import { AccessService } from '@server/common/auth/access.service';
import type { Principal } from '@server/common/auth/principal';
import type { NodeMatchStatDto, TreeRuleDto, TreeSwimmerDto } from './dto/match-stats.dto';
import { MatchErrorCode, MatchException } from './match.exceptions';
import { MatchRepository } from './match.repository';
import { resultHas } from './match-recompute.service';
import { MatchResultsService } from './match-results.service';
import { MatchStatsRepository } from './match-stats.repository';

/**
 * Match statistics from the stored results (DESIGN.md 5, decision 0012): per node of a client,
 * m of the n pool members match it; per demand at and below a node, how many pool members it
 * excludes; the pool members who match a node.
 */
@Injectable()
export class MatchStatsService {
  constructor(
    private readonly access: AccessService,
    private readonly results: MatchResultsService,
    private readonly repo: MatchRepository,
    private readonly stats: MatchStatsRepository,
  ) {}

  async nodeMatchStats(principal: Principal, clientUuid: string): Promise<NodeMatchStatDto[]> {
    await this.access.assertOn(principal, Permission.MatchStats, 'node', clientUuid);
    if ((await this.repo.clientOfNode(clientUuid)) !== clientUuid)
      throw new MatchException(
        MatchErrorCode.NotAClientSite,
        'This node is not a client site: match statistics are per client site',
      );
    const [nodes, pool, results] = await Promise.all([
      this.stats.nodesOfClient(clientUuid),
      this.stats.poolPeopleOfClient(clientUuid),
      this.results.ofClient(clientUuid),
    ]);
    const indexOf = new Map(nodes.map((n, i) => [n.nodeUuid, i]));
    // Per job node bit: the node and its ancestors up to the client site, as node indexes.
    const chains: (number[] | undefined)[] = [];
    for (const [nodeUuid, ordinal] of results.ordinals) {
      const chain: number[] = [];
      for (let i = indexOf.get(nodeUuid); i !== undefined;) {
        chain.push(i);
        const parent = nodes[i].parentNodeUuid;
        i = parent === null ? undefined : indexOf.get(parent);
      }
      if (chain.length > 0) chains[ordinal] = chain;
    }
    const m = new Int32Array(nodes.length);
    const countedFor = new Int32Array(nodes.length).fill(-1);
    pool.forEach((personUuid, p) => {
      const bits = results.sets.get(personUuid);
      if (!bits) return;
      for (let byte = 0; byte < bits.length; byte++) {
        for (let b = bits[byte]; b !== 0; b &= b - 1) {
          const chain = chains[byte * 8 + 31 - Math.clz32(b & -b)];
          if (!chain) continue;
          // A chain runs upward: once a node counts this person, its ancestors already do.
          for (const i of chain) {
            if (countedFor[i] === p) break;
            countedFor[i] = p;
            m[i]++;
          }
        }
      }
    });
    const n = pool.length;
    return nodes.map((node, i) => ({
      ...node,
      m: m[i],
      n,
      percent: n === 0 ? 0 : (100 * m[i]) / n,
    }));
  }

  /** Per demand at and below the node: the pool members failing it and their average value. */
  async treeRules(principal: Principal, nodeUuid: string): Promise<TreeRuleDto[]> {
    await this.access.assertOn(principal, Permission.MatchRules, 'node', nodeUuid);
    const clientUuid = await this.repo.clientOfNode(nodeUuid);
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
    if ((await this.repo.clientOfNode(nodeUuid)) !== clientUuid)
      throw new MatchException(
        MatchErrorCode.NotAClientSite,
        'The second value must be the client site of the node',
      );
    const [subtree, pool, results] = await Promise.all([
      this.stats.subtree(nodeUuid),
      this.stats.poolPeopleOfClient(clientUuid),
      this.results.ofClient(clientUuid),
    ]);
    const ordinals = subtree.flatMap((n) => {
      const o = results.ordinals.get(n);
      return o === undefined ? [] : [o];
    });
    const matched = pool.filter((personUuid) => {
      const bits = results.sets.get(personUuid);
      return bits !== undefined && ordinals.some((o) => resultHas(bits, o));
    });
    return matched.length === 0 ? [] : this.stats.poolMembers(clientUuid, matched);
  }
}
