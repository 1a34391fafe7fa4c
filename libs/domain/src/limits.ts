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

export const PDA_TEXTAREA_ROWS: RowBounds = { min: 3, max: 30 };
export const EXAM_TEXTAREA_ROWS: RowBounds = { min: 3, max: 10 };

// A text area grows with its content but stays inside the bounds of its screen.
export function textAreaRows(text: string | null | undefined, bounds: RowBounds): number {
  const lines = text ? text.split(/\r\n|\r|\n/).length : 1;
  return Math.min(bounds.max, Math.max(bounds.min, lines));
}

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
 * A browser's error reports to the server's log (`public/client-errors`, used when no
 * SENTRY_DSN is set): per address and minute, and the longest text of each field kept.
 */
export const CLIENT_ERROR_REPORTS = {
  perAddressPerMinute: 20,
  messageMaxLength: 1_000,
  stackMaxLength: 10_000,
  urlMaxLength: 2_000,
} as const;
