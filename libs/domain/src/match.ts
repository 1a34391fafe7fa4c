export const FULL_MATCH_PERCENT = 100;
