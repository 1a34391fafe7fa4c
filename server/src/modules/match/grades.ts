import { judgeDemand } from '@domain/match-engine';
import { demandSatisfied, type MatchDemand, type MatchPda } from '@domain/match-sets';
import { SYSTEM_PERSON_META } from '@domain/people';

/**
 * The person metadata the real-time roster reads for a PPT or TMM exam's verdict (seed 000).
 * Only this module writes them (MatchSetsRepository.replaceGrades); user routes refuse them.
 */
export const GRADE_CACHE = SYSTEM_PERSON_META.grade;
export const GRADE_REASONS_CACHE = SYSTEM_PERSON_META.gradeReasons;
export const GRADE_FIELDS = [GRADE_CACHE, GRADE_REASONS_CACHE] as const;

/** person_metas.string_value is varchar(2000). */
const REASONS_MAX = 2000;

export interface CapabilityName {
  description: string;
  units: string | null;
}

export interface Grade {
  /** OK: the person matches at least one job node of their client site; NG: none. */
  grade: 'OK' | 'NG';
  /** For NG, what keeps them from the nearest job node: "Grip strength: 20 kg misses ...". */
  reasons: string;
}

/** A demand as the grade counts it: the same demand in two PDAs of a node is missed once. */
export const demandKey = (d: MatchDemand) => `${d.capabilityUuid}|${d.direction}|${d.value}`;

/**
 * A person's grade by the shared match rule (a node is matched when every demand of every
 * active PDA there is satisfied), against the jobs they are up for: the nodes with openings in
 * the classes of their pools (`targets`), or, in no such class, every job node of their client
 * site. Null when there is nothing to grade against. The nearest node is the one with the
 * fewest unmet demands (the first such in the map's order).
 */
export function gradeOf(
  values: ReadonlyMap<string, string | null | undefined>,
  byNode: ReadonlyMap<string, readonly MatchPda[]>,
  names: ReadonlyMap<string, CapabilityName>,
  targets: ReadonlySet<string> = new Set(),
): Grade | null {
  const targeted = [...byNode].filter(([node]) => targets.has(node)).map(([, pdas]) => pdas);
  const jobs = targeted.length > 0 ? targeted : [...byNode.values()];
  if (jobs.length === 0) return null;
  let nearest: MatchDemand[] | null = null;
  for (const pdas of jobs) {
    const unmet = new Map<string, MatchDemand>();
    for (const pda of pdas)
      for (const d of pda.demands)
        if (!demandSatisfied(d.direction, values.get(d.capabilityUuid), d.value))
          unmet.set(demandKey(d), d);
    if (unmet.size === 0) return { grade: 'OK', reasons: '' };
    if (!nearest || unmet.size < nearest.length) nearest = [...unmet.values()];
  }
  const reasons = nearest!
    .map((d) => {
      const name = names.get(d.capabilityUuid);
      const { details } = judgeDemand(
        d.direction,
        values.get(d.capabilityUuid),
        d.value,
        name?.units ?? '',
      );
      return `${name?.description ?? d.capabilityUuid}: ${details}`;
    })
    .join('; ');
  return {
    grade: 'NG',
    reasons: reasons.length > REASONS_MAX ? `${reasons.slice(0, REASONS_MAX - 1)}…` : reasons,
  };
}
