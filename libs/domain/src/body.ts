export const BODY_POSITIONS = ['Standing', 'Seated'] as const;

export const SIDES = ['EITHER', 'LEFT', 'RIGHT', 'BOTH'] as const;

export const VALUE_CAPABILITY_TYPES = [
  'SIDE',
  'TEXTAREA',
  'RANGE_UNITS',
  'BODY_POSITION',
  'BOOLEAN',
] as const;

// Grouping types only head a group of rows and carry no value of their own.
export const GROUPING_CAPABILITY_TYPES = [
  'COGNITION',
  'ENVIRONMENTAL',
  'FACTORS',
  'PERCEPTION',
  'PPE',
] as const;

export const CAPABILITY_TYPES = [...VALUE_CAPABILITY_TYPES, ...GROUPING_CAPABILITY_TYPES] as const;
