export const BODY_POSITIONS = ['Standing', 'Seated'] as const;

export const SIDES = ['EITHER', 'LEFT', 'RIGHT', 'BOTH'] as const;
