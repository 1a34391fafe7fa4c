/** A DIRTY carries the database position after its change (decision 0044). */
export const POSITION = /^[0-9a-f]{16}$/;
