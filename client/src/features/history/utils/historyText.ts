import type { HistoryEntryDto } from '../api/historyApi';

/** Who did it: "Ada Lovelace (ada)", the user code alone, or the system. */
export function actorText(entry: Pick<HistoryEntryDto, 'actor'>): string {
  const actor = entry.actor;
  if (!actor) return 'The system';
  if (!actor.userCode) return 'A removed user';
  return actor.name ? `${actor.name} (${actor.userCode})` : actor.userCode;
}
