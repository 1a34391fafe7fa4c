import { baseApi } from './baseApi';
import { addTagTypes as authTags } from './generated/auth';
import { addTagTypes as cacheTags } from './generated/cache';
import { addTagTypes as examsTags } from './generated/exams';
import { addTagTypes as filesTags } from './generated/files';
import { addTagTypes as historyTags } from './generated/history';
import { addTagTypes as maintenanceTags } from './generated/maintenance';
import { addTagTypes as matchTags } from './generated/match';
import { addTagTypes as nhpTags } from './generated/nhp';
import { addTagTypes as pdaTags } from './generated/pda';
import { addTagTypes as pdfTags } from './generated/pdf';
import { addTagTypes as peopleTags } from './generated/people';
import { addTagTypes as publicTags } from './generated/public';
import { addTagTypes as realtimeTags } from './generated/realtime';
import { addTagTypes as rosterTags } from './generated/roster';
import { addTagTypes as schedulerTags } from './generated/scheduler';
import { addTagTypes as searchTags } from './generated/search';
import { addTagTypes as sessionsTags } from './generated/sessions';
import { addTagTypes as shellTags } from './generated/shell';
import { addTagTypes as ssoTags } from './generated/sso';
import { addTagTypes as treeTags } from './generated/tree';
import { addTagTypes as usersTags } from './generated/users';
import { addTagTypes as workdayTags } from './generated/workday';

/** Every cache tag the generated endpoints provide: what a DIRTY '*' refetches. */
export const ALL_TAGS: readonly string[] = [
  ...authTags,
  ...cacheTags,
  ...examsTags,
  ...filesTags,
  ...historyTags,
  ...maintenanceTags,
  ...matchTags,
  ...nhpTags,
  ...pdaTags,
  ...pdfTags,
  ...peopleTags,
  ...publicTags,
  ...realtimeTags,
  ...rosterTags,
  ...schedulerTags,
  ...searchTags,
  ...sessionsTags,
  ...shellTags,
  ...ssoTags,
  ...treeTags,
  ...usersTags,
  ...workdayTags,
];

/**
 * Which cached reads a server-side change makes stale. The entity names are the audit entity
 * types the server publishes as DIRTY {entity, uuid, action}. 'auth' and 'shell' follow 'user'
 * because public/me carries the signed-in person's name and groups, and the groups decide the nav
 * links; search results name nodes and users.
 */
const TAGS_BY_ENTITY: Record<string, readonly string[]> = {
  user: ['users', 'auth', 'shell', 'search', 'realtime'],
  node: ['tree', 'pda', 'pdf', 'files', 'search'],
  pda: ['pda', 'pdf', 'tree', 'search', 'match', 'history'],
  file: ['files'],
  session: ['sessions', 'realtime'],
  navLink: ['shell'],
  capability: ['pda', 'maintenance', 'match'],
  scheduler: ['scheduler'],
  // A saved exam field or transition: the exam, its fields and every roster showing it.
  exam: ['exams', 'roster', 'match', 'history'],
  // A candidate synced from the HR system changes the person shown beside their HR records.
  person: ['people', 'exams', 'roster', 'workday', 'history'],
  'workday-background-check': ['workday'],
  // An HR endpoint added, edited or removed (its list and every HR read through it).
  'workday-endpoint': ['workday'],
  // New-hire classes: a class write (status, quantities, auto-place) or one slot's change.
  'nhp-class': ['nhp', 'history'],
  'nhp-placement': ['nhp', 'history'],
  // A client's people regraded in the background (a PDA, exam, class or kanban change): the
  // passed and failed badges, exceptions and match badges they show.
  match: ['match', 'roster', 'nhp', 'people'],
};

/** The tags to invalidate for a DIRTY entity; '*' and unknown entities refetch everything. */
export function dirtyTagsFor(entity: string): string[] {
  const tags = entity === '*' ? undefined : TAGS_BY_ENTITY[entity];
  return [...(tags ?? ALL_TAGS)];
}

type InvalidatedTags = Parameters<typeof baseApi.util.invalidateTags>[0];

/**
 * The action that refetches what a DIRTY notification makes stale. The cast: the generated
 * files add their tag types to the slice at runtime, which baseApi's own type does not know.
 */
export function invalidateDirty(entity: string) {
  return baseApi.util.invalidateTags(dirtyTagsFor(entity) as unknown as InvalidatedTags);
}
