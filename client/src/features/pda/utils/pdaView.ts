import { KG_TO_LBS, kgToLbs, repsPerHour } from '@domain/units';
import { NO_TAKT_TIME } from '@domain/messages';

export const TEXT_AREA_MIN_ROWS = 3;
export const TEXT_AREA_MAX_ROWS = 30;
export { KG_TO_LBS };

const round = (value: number, digits = 1) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

/** A weight in kg shown as kg or lbs (factor 2.2, seed 000 section 9). */
export function formatWeight(kg: number | null | undefined, lbs: boolean): string {
  if (kg === null || kg === undefined) return '';
  return lbs ? `${round(kgToLbs(kg))} lbs` : `${round(kg)} kg`;
}

/** Reps per cycle as reps per hour, or '(no takt time)' while there is none. */
export function formatRepsPerHour(
  reps: number | null | undefined,
  taktTime: number | null,
): string {
  const perHour = repsPerHour(taktTime);
  if (perHour === null) return NO_TAKT_TIME;
  if (reps === null || reps === undefined) return '';
  return String(round(reps * perHour));
}

/** An inches field's number (`45"` is 45), for its height band; '' when empty. */
export function inchesOf(value: string): string {
  return value.trim().replace(/"$/, '');
}
