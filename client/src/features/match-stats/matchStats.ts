// The match statistics screen's pure parts: which levels the picker offers, the chart's data.
import { formatMeasurement } from '@domain/format';
import { TENANT_LEVEL_UUID } from '@domain/tree-levels';
import type { TreeRuleDto, TreeLevelDto } from './api/matchStatsApi';

/**
 * Seed 001 hides three levels from the picker: the default none-level and two named ones. Here
 * they are the tenant's level (no node below a client has it), the client site's (NAMC: the
 * client picker chooses it already) and Cost Center (hidden from listings everywhere).
 */
const HIDDEN_LEVELS = new Set([TENANT_LEVEL_UUID, '00000000-0000-0000-0001-000000000001']);

export function pickerLevels(levels: readonly TreeLevelDto[]): TreeLevelDto[] {
  return levels
    .filter((l) => !HIDDEN_LEVELS.has(l.levelUuid) && !l.hiddenInListings)
    .sort((a, b) => a.ordinal - b.ordinal || a.description.localeCompare(b.description));
}

export const percentText = (percent: number) => `${percent.toFixed(2)}%`;

/** A node no job at or below has a PDA for: nobody can match it yet, so no percentage. */
export const NOT_ANALYSED = 'Not analysed';

/** A demand as the rules grid shows it: "at least 24 kg", "Standing", "at most Infinity". */
export function demandText(rule: Pick<TreeRuleDto, 'direction' | 'pdaValue' | 'units'>): string {
  const value = formatMeasurement(rule.pdaValue.trim());
  const units = rule.units && value !== 'Infinity' ? ` ${rule.units.toLowerCase()}` : '';
  if (rule.direction === 'AT_LEAST') return `at least ${value}${units}`;
  if (rule.direction === 'AT_MOST') return `at most ${value}${units}`;
  return value;
}

export interface ExclusionBar {
  label: string;
  count: number;
}

/**
 * The demands that exclude the most pool members at a node, most first: one bar per
 * (capability, demand), since several PDAs often ask the same thing.
 */
export function exclusionBars(rules: readonly TreeRuleDto[], top = 10): ExclusionBar[] {
  const byDemand = new Map<string, ExclusionBar>();
  for (const rule of rules) {
    if (rule.count === 0) continue;
    const label = `${rule.capabilityDescription}: ${demandText(rule)}`;
    const bar = byDemand.get(label);
    if (!bar) byDemand.set(label, { label, count: rule.count });
  }
  return [...byDemand.values()]
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, top);
}
