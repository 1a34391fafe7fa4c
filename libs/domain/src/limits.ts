export const UPLOAD_MAX_FILES = 100;
export const UPLOAD_TIMEOUT_MS = 7000;

export const CHILD_NODES_PER_COLUMN = 7;

export const GRID_COLUMNS = {
  default: 12,
  under800: 6,
  under1000: 8,
  over1400: 14,
} as const;

export type GridColumnCount = (typeof GRID_COLUMNS)[keyof typeof GRID_COLUMNS];

// "Under" is strictly below and "over" strictly above, so 800 px gets 8 columns and
// 1000 px and 1400 px both get the default 12.
export function gridColumnsForWidth(px: number): GridColumnCount {
  if (!Number.isFinite(px)) return GRID_COLUMNS.default;
  if (px < 800) return GRID_COLUMNS.under800;
  if (px < 1000) return GRID_COLUMNS.under1000;
  if (px > 1400) return GRID_COLUMNS.over1400;
  return GRID_COLUMNS.default;
}

export const PASSWORD_MIN_LENGTH = 8;

export interface RowBounds {
  readonly min: number;
  readonly max: number;
}
export const EXAM_TEXTAREA_ROWS: RowBounds = { min: 3, max: 10 };

export const ID_LENGTH = 36;

/**
 * The seeds' ids: 36-character uuid text. Not RFC-version-checked, because the fixed tree
 * level ids (00000000-0000-0000-0001-…) and the all-zero tenant are ids too.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Queries keyed by exam, field or node ids run only once the id is complete.
export function isUuidLength(id: unknown): id is string {
  return typeof id === 'string' && id.length === ID_LENGTH;
}

export const KANBAN_QUANTITY = { min: 0, max: 999 } as const;
export const DAYS_NOTICE = { min: 0, max: 365 } as const;

export const NUMERIC_EXAM_SOFT_BOUNDS = { min: -1, max: 999_999 } as const;
export const NUMERIC_EXAM_DECIMALS = 1;

/**
 * Bounds of numbers the API takes (issue 29): past them a request is refused with 400 naming
 * the parameter, before PostgreSQL sees the number.
 */
/** Paged lists count pages from 1; nobody pages this far, and the offset stays a safe integer. */
export const PAGE_MAX = 100_000;
/** Row versions are PostgreSQL integers. */
export const VERSION_MAX = 2_147_483_647;
/** A roster day's year, month and day in the address. */
export const ROSTER_DATE_PARTS = {
  year: { min: 1900, max: 9999 },
  month: { min: 1, max: 12 },
  day: { min: 1, max: 31 },
} as const;

/**
 * A user's saved preferences (grid layouts, toggles): one value at most 16 KiB of JSON (a
 * grid's layout is about 1 KiB) and at most 100 keys per user (the client uses a few dozen).
 * One user stored 18 MB in 7 s before these (issue 29).
 */
export const PREFERENCE_LIMITS = { valueBytes: 16 * 1024, keysPerUser: 100 } as const;

/**
 * Renewal swaps a JWT that ran out while its session stayed open (a sleeping laptop) only if
 * it ran out at most this long ago: 15 minutes, as long as a JWT lives. A token found in a log
 * or a proxy's cache hours later no longer buys a fresh one (issue 29, decision 0034).
 */
export const EXPIRED_TOKEN_RENEWAL_SECONDS = 15 * 60;

/**
 * A browser's error reports to the server's log (`public/client-errors`, used when no
 * SENTRY_DSN is set): per address and minute, and the longest text of each field kept.
 */
export const CLIENT_ERROR_REPORTS = {
  perAddressPerMinute: 20,
  messageMaxLength: 1_000,
  stackMaxLength: 10_000,
  urlMaxLength: 2_000,
} as const;
