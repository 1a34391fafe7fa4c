import {
  EXAM_STATUS_LABELS,
  NHP_CLASS_STATUS_LABELS,
  PDA_STATUS_LABELS,
  type PlacementStatus,
} from '@domain/status';

/** Names the history read resolved for one page, each only where the caller may read it. */
export interface HistoryNames {
  /** "Grace Hopper (APP-12)"; undefined when unknown or outside the caller's scope. */
  person(uuid: string): string | undefined;
  /** The job, its shift and path: "Install brake lines 2B-3, first shift (Riverside › Assembly)". */
  slot(uuid: string): string | undefined;
  /** A node and its path: "Install brake lines 2B-3 (Riverside › Assembly)". */
  node(uuid: string): string | undefined;
  pool(uuid: string): string | undefined;
  capability(code: string): { description: string; units: string } | undefined;
  pdaField(code: string): string | undefined;
}

/** The entry fields the words need: what was written, how, and the values around it. */
export interface HistoryFacts {
  action: string;
  entityType: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface HistoryWords {
  /** What was done, as a sentence: "Removed Grace Hopper (APP-12) from ..., first shift". */
  summary: string;
  /** One line per value that changed: "Neck flexion (over 20°): 36 → 45 degrees". */
  changes: string[];
}

const PLACEMENT_STATUS_LABELS: Record<PlacementStatus, string> = {
  INITIAL: 'Placed',
  FINAL: 'Confirmed',
};
const STATUS_LABELS: Record<string, Record<string, string>> = {
  placementStatusEnum: PLACEMENT_STATUS_LABELS,
  nhpClassStatusEnum: NHP_CLASS_STATUS_LABELS,
  pdaStatusEnum: PDA_STATUS_LABELS,
  examStatusEnum: EXAM_STATUS_LABELS,
};
const FIELD_LABELS: Record<string, string> = {
  personUuid: 'Candidate',
  placementStatusEnum: 'Status',
  nhpClassStatusEnum: 'Status',
  pdaStatusEnum: 'Status',
  examStatusEnum: 'Status',
  nhpPoolUuid: 'Pool',
  classTimestamp: 'Class date',
  emptySlots: 'Empty slots',
  id: 'ID',
};
const SHIFT_WORDS: Record<string, string> = { '1': 'first', '2': 'second' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HIDDEN = 'someone outside your sites';
const VALUE_MAX = 80;

/** "Grace Hopper (APP-12)", "nobody", or a person the caller may not read, never their uuid. */
function personText(value: unknown, names: HistoryNames): string {
  if (value === null || value === undefined || value === '') return 'nobody';
  return names.person(String(value)) ?? HIDDEN;
}

function plain(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  // A person's metadata is a list of values: "21", "21, 28", never ["21"].
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object'))
    return value.length ? plain(value.join(', ')) : '(empty)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX - 1)}…` : text;
}

/** "emptySlots" -> "Empty slots", "LIFT_FLOOR" -> "Lift floor". */
function keyWords(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of one changed key and how its values read, by what the entry is about. */
function field(key: string, facts: HistoryFacts, names: HistoryNames) {
  const statuses = STATUS_LABELS[key];
  if (statuses) return { label: 'Status', show: (v: unknown) => statuses[String(v)] ?? plain(v) };
  if (key === 'personUuid')
    return { label: 'Candidate', show: (v: unknown) => personText(v, names) };
  if (key === 'nhpPoolUuid')
    return { label: 'Pool', show: (v: unknown) => names.pool(String(v)) ?? plain(v) };
  const qty = /^qty([12])$/.exec(key);
  if (qty) {
    const node = names.node(String(facts.after?.nodeUuid ?? facts.before?.nodeUuid ?? ''));
    const label = `${keyWords(SHIFT_WORDS[qty[1]])}-shift openings${node ? ` of ${node}` : ''}`;
    return { label, show: plain };
  }
  if (facts.entityType === 'pda' && facts.action === 'demand') {
    const capability = names.capability(key);
    if (capability) return { label: capability.description, show: plain, units: capability.units };
  }
  if (facts.entityType === 'pda' && facts.action.startsWith('field')) {
    const label = names.pdaField(key);
    if (label) return { label, show: plain };
  }
  return { label: FIELD_LABELS[key] ?? keyWords(key), show: plain };
}

/** Keys that only say where (the node of a quantity) or name an id nobody reads. */
function skipped(key: string, was: unknown, now: unknown): boolean {
  if (key === 'nodeUuid') return true;
  const uuidOnly = (v: unknown) =>
    v === undefined || v === null || (typeof v === 'string' && UUID.test(v));
  return key !== 'personUuid' && key !== 'nhpPoolUuid' && uuidOnly(was) && uuidOnly(now);
}

/** One line per key whose value differs, in words; a value with units carries them once. */
export function changeLinesInWords(facts: HistoryFacts, names: HistoryNames): string[] {
  const before = facts.before ?? {};
  const after = facts.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.flatMap((key) => {
    const was = before[key];
    const now = after[key];
    if (JSON.stringify(was) === JSON.stringify(now) || skipped(key, was, now)) return [];
    if (facts.action === 'autoplace' && key === 'placed') return placedLines(now, names);
    const { label, show, units } = { units: '', ...field(key, facts, names) };
    const unit = units && now !== '' && now !== null && now !== undefined ? ` ${units}` : '';
    if (!(key in before)) return [`${label}: ${show(now)}${unit}`];
    if (!(key in after)) return [`${label}: ${show(was)} cleared`];
    return [`${label}: ${show(was)} → ${show(now)}${unit}`];
  });
}

/** Auto-place's list of filled slots, one line each: "Grace Hopper (APP-12) into ...". */
function placedLines(value: unknown, names: HistoryNames): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((p: { personUuid?: string; placementUuid?: string }) => {
    const where = names.slot(String(p.placementUuid)) ?? 'a slot';
    return `${personText(p.personUuid, names)} into ${where}`;
  });
}

const SLOT_VERBS: Record<string, [string, string]> = {
  place: ['Placed', 'in'],
  confirm: ['Confirmed', 'in'],
  unconfirm: ['Unconfirmed', 'in'],
  reject: ['Rejected and removed', 'from'],
  defer: ['Deferred to a later class and removed', 'from'],
  'deferred-in': ['Took in, deferred from an earlier class,', 'into'],
};

const ACTION_SENTENCES: Record<string, string> = {
  qty: 'Changed the openings',
  demand: 'Changed a demand',
  field: 'Changed a field',
  status: 'Changed the status',
  description: 'Changed the description',
  create: 'Created',
  delete: 'Deleted',
  schedule: 'Scheduled',
  'meta-set': 'Changed a detail',
  'meta-add': 'Added a detail',
  'meta-del': 'Removed a detail',
  'hr-sync': 'Synced from HR',
};

/** What was done, as a sentence naming the person and the job where the entry holds them. */
export function summaryInWords(facts: HistoryFacts, names: HistoryNames): string {
  if (facts.entityType === 'nhp-placement') {
    const where = names.slot(facts.entityId) ?? 'a slot';
    const who = personText(facts.before?.personUuid ?? facts.after?.personUuid, names);
    const verb = SLOT_VERBS[facts.action];
    if (verb) return `${verb[0]} ${who} ${verb[1]} ${where}`;
    if (facts.before?.personUuid && !facts.after?.personUuid) return `Removed ${who} from ${where}`;
    return `${keyWords(facts.action)}: ${where}`;
  }
  if (facts.action === 'autoplace') {
    const placed = Array.isArray(facts.after?.placed) ? facts.after.placed.length : 0;
    return `Auto-placed ${placed} ${placed === 1 ? 'person' : 'people'}`;
  }
  return ACTION_SENTENCES[facts.action] ?? keyWords(facts.action.replace(/-/g, ' '));
}

export function historyInWords(facts: HistoryFacts, names: HistoryNames): HistoryWords {
  return { summary: summaryInWords(facts, names), changes: changeLinesInWords(facts, names) };
}

/** The references a page of entries holds, for the history read to resolve in one go. */
export function referencesOf(entries: readonly HistoryFacts[]) {
  const people = new Set<string>();
  const slots = new Set<string>();
  const nodes = new Set<string>();
  const pools = new Set<string>();
  const uuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);
  for (const e of entries) {
    if (e.entityType === 'nhp-placement' && uuid(e.entityId)) slots.add(e.entityId);
    for (const values of [e.before, e.after]) {
      if (!values) continue;
      if (uuid(values.personUuid)) people.add(values.personUuid);
      if (uuid(values.nodeUuid)) nodes.add(values.nodeUuid);
      if (uuid(values.nhpPoolUuid)) pools.add(values.nhpPoolUuid);
      if (Array.isArray(values.placed))
        for (const p of values.placed as { personUuid?: unknown; placementUuid?: unknown }[]) {
          if (uuid(p.personUuid)) people.add(p.personUuid);
          if (uuid(p.placementUuid)) slots.add(p.placementUuid);
        }
    }
  }
  return { people: [...people], slots: [...slots], nodes: [...nodes], pools: [...pools] };
}
