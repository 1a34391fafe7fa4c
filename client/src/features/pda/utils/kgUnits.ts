import { kgToLbs, lbsToKg } from '@domain/units';

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const numeric = (value: string) => value.trim() !== '' && Number.isFinite(Number(value));

/**
 * A kg value as typed: in lbs while `inLbs` (shown with one decimal, stored in kg with two),
 * as stored otherwise. Text that is not a number passes through unchanged, to be refused by
 * the value check.
 */
export function kgUnits(inLbs: boolean) {
  return {
    inLbs,
    shown: (stored: string) =>
      inLbs && numeric(stored) ? String(round(kgToLbs(Number(stored)), 1)) : stored,
    stored: (shown: string) =>
      inLbs && numeric(shown) ? String(round(lbsToKg(Number(shown)), 2)) : shown,
    /** A bound in kg in the units shown, so a message names what the person typed. */
    bound: (kg: number) => (inLbs ? round(kgToLbs(kg), 1) : kg),
  };
}
