import { Injectable } from '@nestjs/common';
import { countPeople, type MatchDemand, type PeopleBits } from '@domain/match-sets';
import { demandAsksNothing, type CapabilityDirection } from '@domain/match-engine';
import { demandValueProblem } from '@domain/pda/demand-values';
import type { Principal } from '@server/common/auth/principal';
import { retryLater } from '@server/common/client-gone';
import { timeSlices } from '@server/common/time-slices';
import { CapabilitiesService } from '@server/modules/pda/capabilities.service';
import { PdaService } from '@server/modules/pda/pda.service';
import type { WhatIfDemandDto, WhatIfDemandVerdictDto, WhatIfDto } from './dto/what-if.dto';
import { MatchErrorCode, MatchException } from './match.exceptions';
import { MatchInputsRepository } from './match-inputs.repository';
import { MatchResultsService } from './match-results.service';
import { MatchStatsRepository, type RuleDemandRow } from './match-stats.repository';
import { WhatIfValuesService } from './what-if-values.service';
import { SupersededError, WhatIfTurns } from './what-if-turns';

const ACTIVE = new Set(['COMPLETED', 'APPROVED']);

const asDemand = (d: RuleDemandRow): MatchDemand => ({
  capabilityUuid: d.capabilityUuid,
  direction: d.direction,
  value: d.pdaValue,
});

const keyOf = (d: RuleDemandRow) =>
  `${d.capabilityUuid}|${d.direction}|${d.pdaValue.trim().toLowerCase()}`;

const and = (a: PeopleBits, b: PeopleBits) => {
  for (let w = 0; w < a.length; w++) a[w] &= b[w] ?? 0;
  return a;
};

/**
 * What-if on a PDA's demands (issue 23, decision 0026): how many of the client's pool members
 * match the PDA's job now and would with the proposed demand values, and which demand would
 * then exclude the most. Nothing is written: the proposal is judged in memory by the shared
 * rule over the stored results' people and their held measurements.
 */
@Injectable()
export class WhatIfService {
  private readonly turns = new WhatIfTurns();

  constructor(
    private readonly pdas: PdaService,
    private readonly capabilities: CapabilitiesService,
    private readonly inputs: MatchInputsRepository,
    private readonly stats: MatchStatsRepository,
    private readonly results: MatchResultsService,
    private readonly values: WhatIfValuesService,
  ) {}

  /** One at a time per user, the newest waiting (WhatIfTurns); a replaced one answers 429. */
  whatIf(
    principal: Principal,
    pdaUuid: string,
    proposed: readonly WhatIfDemandDto[],
  ): Promise<WhatIfDto> {
    return this.turns
      .run(principal.userUuid, () => this.count(principal, pdaUuid, proposed))
      .catch((error: unknown) => {
        if (!(error instanceof SupersededError)) throw error;
        throw retryLater(
          new MatchException(
            MatchErrorCode.WhatIfSuperseded,
            'A newer what-if of yours replaced this one before it was counted; one is counted at a time',
          ),
          1,
        );
      });
  }

  private async count(
    principal: Principal,
    pdaUuid: string,
    proposed: readonly WhatIfDemandDto[],
  ): Promise<WhatIfDto> {
    // Asking "what if I changed it" is for those who may change it.
    const pda = await this.pdas.loadForWrite(principal, pdaUuid);
    const changes = await this.checked(proposed);
    const pdaActive = ACTIVE.has(pda.pdaStatusEnum);
    const clientUuid = await this.inputs.clientOfNode(pda.nodeUuid);
    const [stored, results] = await Promise.all([
      this.stats.jobDemands(pda.nodeUuid, pdaUuid),
      clientUuid ? this.results.ofClient(clientUuid) : undefined,
    ]);
    if (!clientUuid || !results)
      return {
        nodeUuid: pda.nodeUuid,
        pdaActive,
        poolSize: 0,
        matchingNow: 0,
        matchingAfter: 0,
        mostExcluding: null,
      };

    // The PDA's demands with the proposal in place; a capability it had no demand for joins.
    const after = stored.map((d) =>
      d.pdaUuid === pdaUuid && changes.has(d.capabilityUuid)
        ? { ...d, pdaValue: changes.get(d.capabilityUuid)!.value }
        : d,
    );
    for (const [capabilityUuid, { value, capability }] of changes)
      if (!stored.some((d) => d.pdaUuid === pdaUuid && d.capabilityUuid === capabilityUuid))
        after.push({
          pdaUuid,
          pdaDescription: pda.description,
          nodeUuid: pda.nodeUuid,
          capabilityUuid,
          code: capability.code,
          capabilityDescription: capability.description,
          direction: capability.direction as CapabilityDirection,
          units: capability.units,
          pdaValue: value,
        });
    const asking = (rows: RuleDemandRow[]) =>
      rows.filter((d) => !demandAsksNothing(d.direction, d.pdaValue));
    const judged = { now: asking(stored), after: asking(after) };
    const held = await this.values.of(clientUuid, results);
    const { people: pool, mask: poolMask } = await this.values.pool(clientUuid, results);
    // Judging a demand first time scans every person: the counting gives way between demands.
    const giveWay = timeSlices();
    // A job is matched by those meeting every demand of every (counted) PDA there.
    const matching = async (rows: RuleDemandRow[]) => {
      const set = poolMask.slice();
      for (const d of rows) {
        and(set, held.satisfying(asDemand(d)));
        await giveWay();
      }
      return countPeople(set);
    };
    const ordinal = results.ordinals.get(pda.nodeUuid);
    const storedSet = ordinal === undefined ? undefined : results.matching(ordinal);
    const matchingNow = pdaActive
      ? storedSet
        ? countPeople(and(poolMask.slice(), storedSet))
        : 0
      : await matching(judged.now);

    let mostExcluding: WhatIfDemandVerdictDto | null = null;
    const seen = new Set<string>();
    for (const d of judged.after) {
      if (seen.has(keyOf(d))) continue;
      seen.add(keyOf(d));
      await giveWay();
      const count = pool.length - countPeople(and(poolMask.slice(), held.satisfying(asDemand(d))));
      if (count > 0 && (!mostExcluding || count > mostExcluding.count))
        mostExcluding = {
          pdaUuid: d.pdaUuid,
          pdaDescription: d.pdaDescription,
          capabilityUuid: d.capabilityUuid,
          code: d.code,
          capabilityDescription: d.capabilityDescription,
          direction: d.direction,
          units: d.units,
          pdaValue: d.pdaValue,
          count,
        };
    }
    return {
      nodeUuid: pda.nodeUuid,
      pdaActive,
      poolSize: pool.length,
      matchingNow,
      matchingAfter: await matching(judged.after),
      mostExcluding,
    };
  }

  /** Each proposed value checked as the save checks it, so a what-if never shows a value it would refuse. */
  private async checked(proposed: readonly WhatIfDemandDto[]) {
    const catalogue = new Map((await this.capabilities.list()).map((c) => [c.capabilityUuid, c]));
    const changes = new Map<
      string,
      { value: string; capability: NonNullable<ReturnType<typeof catalogue.get>> }
    >();
    for (const { capabilityUuid, value } of proposed) {
      const capability = catalogue.get(capabilityUuid);
      if (!capability)
        throw new MatchException(
          MatchErrorCode.WhatIfCapability,
          `demands: no capability ${capabilityUuid}`,
        );
      if (changes.has(capabilityUuid))
        throw new MatchException(
          MatchErrorCode.WhatIfCapability,
          `demands: ${capability.description} is proposed twice`,
        );
      const problem = demandValueProblem(capability, value);
      if (problem)
        throw new MatchException(
          MatchErrorCode.WhatIfDemandValue,
          `${capability.description}: ${problem}`,
          { capabilityUuid, minValue: capability.minValue, maxValue: capability.maxValue },
        );
      changes.set(capabilityUuid, { value, capability });
    }
    return changes;
  }
}
