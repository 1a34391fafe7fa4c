import type { HistoryEntryDto } from '../api/historyApi';

/** At most this many characters of one value: a long text is cut with an ellipsis. */
const VALUE_MAX = 80;

function valueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX - 1)}…` : text;
}

/**
 * What changed, one line per field that differs: "status: DRAFT → ACTIVE". A field only after
 * was set ("name: Fit door"); one only before was cleared.
 */
export function changeLines(entry: Pick<HistoryEntryDto, 'before' | 'after'>): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.flatMap((key) => {
    const was = before[key];
    const now = after[key];
    if (JSON.stringify(was) === JSON.stringify(now)) return [];
    if (!(key in before)) return [`${key}: ${valueText(now)}`];
    if (!(key in after)) return [`${key}: ${valueText(was)} cleared`];
    return [`${key}: ${valueText(was)} → ${valueText(now)}`];
  });
}

/** Who did it: "Ada Lovelace (ada)", the user code alone, or the system. */
export function actorText(entry: Pick<HistoryEntryDto, 'actor'>): string {
  const actor = entry.actor;
  if (!actor) return 'The system';
  if (!actor.userCode) return 'A removed user';
  return actor.name ? `${actor.name} (${actor.userCode})` : actor.userCode;
}

/** What was done, in words: "field" on a placement slot reads "Slot: field". */
export function actionText(entry: Pick<HistoryEntryDto, 'action' | 'entityType'>): string {
  const action = entry.action.replace(/[-_]/g, ' ');
  const what = action.charAt(0).toUpperCase() + action.slice(1);
  return entry.entityType === 'nhp-placement' ? `Slot: ${what}` : what;
}
