import { parseNumber, type NumericInput } from './numbers';
import { isUnlimited } from './unlimited';

export const KG_TO_LBS = 2.2;
export const SECONDS_PER_HOUR = 3600;

// The "unlimited" sentinel passes through unchanged so it still reads as Infinity afterwards.
export function kgToLbs(kg: number): number {
  return isUnlimited(kg) ? kg : kg * KG_TO_LBS;
}

export function lbsToKg(lbs: number): number {
  return isUnlimited(lbs) ? lbs : lbs / KG_TO_LBS;
}

// null when there is no usable takt time: the UI then shows '(no takt time)' instead of reps.
export function repsPerHour(taktSeconds: NumericInput): number | null {
  const takt = parseNumber(taktSeconds);
  if (takt === null || !Number.isFinite(takt) || takt <= 0) return null;
  return SECONDS_PER_HOUR / takt;
}

export function hasTaktTime(taktSeconds: NumericInput): boolean {
  return repsPerHour(taktSeconds) !== null;
}
