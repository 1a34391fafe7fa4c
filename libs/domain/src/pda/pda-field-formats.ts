/** The value formats of PDA fields (seed 000 section 5). */
export const PDA_FIELD_FORMATS = [
  'text',
  'number',
  'int',
  'constant-rarely',
  'frequency',
  'frequency-plus',
  'pounds',
  'inches',
  'blank',
  'yes-no',
] as const;
export type PdaFieldFormat = (typeof PDA_FIELD_FORMATS)[number];

const FREQUENCY_WORDS = [
  'Constantly',
  'Frequently',
  'Infrequently',
  'Occasionally',
  'Rarely',
] as const;
const NUMBER = String.raw`\d+(?:\.\d+)?`;

const RULES: Record<PdaFieldFormat, { pattern: RegExp; hint: string }> = {
  text: { pattern: /^[\s\S]{0,4000}$/, hint: 'text of at most 4000 characters' },
  number: { pattern: /^\d*$/, hint: 'digits only' },
  int: { pattern: /^\d*$/, hint: 'digits only' },
  'constant-rarely': { pattern: /^(Rarely)?$/, hint: "'Rarely' or empty" },
  frequency: {
    pattern: new RegExp(`^(${FREQUENCY_WORDS.join('|')})?$`),
    hint: `one of ${FREQUENCY_WORDS.join(', ')}, or empty`,
  },
  'frequency-plus': {
    pattern: new RegExp(`^((${FREQUENCY_WORDS.join('|')})\\b.*)?$`, 's'),
    hint: 'a frequency word followed by text, or empty',
  },
  pounds: {
    pattern: new RegExp(`^(${NUMBER} ?lbs|Neg\\*|0)?$`),
    hint: "a number followed by lbs, 'Neg*', 0, or empty",
  },
  inches: {
    pattern: new RegExp(`^(${NUMBER}")?$`),
    hint: 'a number followed by a double-quote mark, or empty',
  },
  blank: { pattern: /^$/, hint: 'empty' },
  'yes-no': { pattern: /^(Y|N)?$/, hint: 'Y, N or empty' },
};

export function isPdaFieldFormat(value: unknown): value is PdaFieldFormat {
  return (PDA_FIELD_FORMATS as readonly unknown[]).includes(value);
}

/** Undefined when the value fits the format, otherwise what the format expects. */
export function pdaFieldValueProblem(format: PdaFieldFormat, value: string): string | undefined {
  const rule = RULES[format];
  return rule.pattern.test(value) ? undefined : `Expected ${rule.hint}`;
}

/**
 * The legacy PDA type with nine fields names its fields by code; the seed leaves the mapping
 * of codes to formats open. Ours (docs/decisions/0004-pda.md):
 */
export const LEGACY_FIELD_FORMATS: Record<string, PdaFieldFormat> = {
  WEIGHT: 'pounds',
  HEIGHT: 'inches',
  FREQUENCY: 'frequency',
  FREQUENCY_NOTE: 'frequency-plus',
  REPS: 'int',
  DURATION: 'number',
  CLIMBING: 'constant-rarely',
  PPE_REQUIRED: 'yes-no',
  RESERVED: 'blank',
};
