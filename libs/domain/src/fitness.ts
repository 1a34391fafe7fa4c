// The employer privacy view (decision 0023): a client's HR people learn whether a person is fit
// for a job, when they were assessed and, when not fit, which demands they missed, in words.
// Nothing here carries a measured value or a demand's value: the words come from the
// capability's name with every number taken out.
import { placementWhyText } from './nhp';

export const FITNESS_VERDICTS = ['FIT', 'NOT_FIT', 'NOT_ASSESSED'] as const;
export type Fitness = (typeof FITNESS_VERDICTS)[number];

export const FITNESS_LABELS: Readonly<Record<Fitness, string>> = {
  FIT: 'Fit',
  NOT_FIT: 'Not fit',
  NOT_ASSESSED: 'Not assessed',
};

/** A demand the person missed: its name in words; notMeasured when they lack a measurement. */
export interface MissedDemand {
  words: string;
  notMeasured: boolean;
}

// A part in brackets that holds a number ("(over 20°)", "(5 kg)"), or a word with a digit in it
// and the unit after it ("20 kg").
const BRACKETED_NUMBER = /\s*[([][^)\]]*\d[^)\]]*[)\]]/g;
const WORD_WITH_DIGIT =
  /[^\s,;]*\d[^\s,;]*(?:\s+(?:kg|lbs?|m|cm|mm|in|inches|ft|degrees|°|%|s|seconds|reps)\b)?/gi;

/**
 * A capability's name as words without values: "Neck flexion (over 20°)" -> "neck flexion",
 * "Lift waist to shoulder" -> "lift waist to shoulder". An acronym keeps its capitals; a name
 * that is nothing but numbers falls back to its code ("LIFT_OVERHEAD" -> "lift overhead").
 */
export function demandInWords(description: string, code = ''): string {
  const words = (text: string) =>
    text
      .replace(BRACKETED_NUMBER, '')
      .replace(WORD_WITH_DIGIT, '')
      .replace(/\s+([,;])/g, '$1')
      .replace(/[\s,;:]+$/, '')
      .replace(/\s+/g, ' ')
      .trim();
  const named = words(description) || words(code.replace(/_/g, ' ').toLowerCase());
  if (!named) return 'a demand';
  const first = named.split(' ')[0];
  return first === first.toUpperCase() ? named : named[0].toLowerCase() + named.slice(1);
}

/**
 * The verdict in words, from the same phrases a placement's why uses: "matches the job";
 * "does not match the job: misses lift waist to shoulder, carry; not measured for reach";
 * "not assessed yet".
 */
export function fitnessText(fitness: Fitness, missed: readonly MissedDemand[] = []): string {
  if (fitness === 'NOT_ASSESSED') return 'not assessed yet';
  const verdict = placementWhyText({ matchesNode: fitness === 'FIT' });
  if (fitness === 'FIT') return verdict;
  const list = (notMeasured: boolean) =>
    missed.filter((m) => m.notMeasured === notMeasured).map((m) => m.words);
  const parts = [];
  if (list(false).length) parts.push(`misses ${list(false).join(', ')}`);
  if (list(true).length) parts.push(`not measured for ${list(true).join(', ')}`);
  return parts.length ? `${verdict}: ${parts.join('; ')}` : verdict;
}

/** The words for a job with no active PDA, as the employer screen says it. */
export const NOT_ANALYSED_TEXT = 'not analysed yet: the job has no active PDA to compare with';

/**
 * A placed person's verdict for the people who place them: fitnessText, or "not analysed yet"
 * when the job has nothing to compare with (then no person is "not fit").
 */
export function placementFitText(
  analysed: boolean,
  fitness: Fitness,
  missed: readonly MissedDemand[] = [],
): string {
  return analysed ? fitnessText(fitness, missed) : NOT_ANALYSED_TEXT;
}
