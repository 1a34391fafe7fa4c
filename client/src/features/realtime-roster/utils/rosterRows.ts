import { PERSON_META, SYSTEM_PERSON_META } from '@domain/people';
import { EXAM_STATUS_LABELS, type ExamStatus } from '@domain/status';
import { siteDateTime, siteZoneNote } from '@client/features/rosters';
import type { RosterDto, RosterExamDto } from '../api/realtimeRosterApi';

/** Seed 000: the statuses the real-time roster shows (and WITHDREW, which the seed omits). */
export type RosterStatus =
  'pending' | 'inprogress' | 'complete' | 'noshow' | 'passed' | 'failed' | 'deleted' | 'withdrew';

/** The badge texts: the exam statuses' labels (DELETED is "Cancelled"), passed and failed. */
export const ROSTER_STATUS_LABELS: Record<RosterStatus, string> = {
  pending: EXAM_STATUS_LABELS.PENDING,
  inprogress: EXAM_STATUS_LABELS.INPROGRESS,
  complete: EXAM_STATUS_LABELS.COMPLETE,
  noshow: EXAM_STATUS_LABELS.NOSHOW,
  withdrew: EXAM_STATUS_LABELS.WITHDREW,
  deleted: EXAM_STATUS_LABELS.DELETED,
  passed: 'Passed',
  failed: 'Failed',
};

export type RealtimeRow = {
  examUuid: string;
  client: string;
  /** The slot's start, an ISO instant; shown in its site's zone (timeZone). */
  startTs: string;
  /** The client site's IANA time zone. */
  timeZone: string;
  room: string;
  status: RosterStatus;
  examStatusEnum: ExamStatus;
  examType: string;
  examTypeKind: RosterExamDto['examTypeKind'];
  remoteScore: string | null;
  idNumber: string;
  personUuid: string;
  name: string;
  email: string;
  phone: string;
  /** GRADE_CACHE of the person. */
  grade: string | null;
  /** GRADE_REASONS_CACHE of the person. */
  exceptions: string;
};

const meta = (metas: { metadataField: string; stringValue: string }[], field: string) =>
  metas.find((m) => m.metadataField === field)?.stringValue ?? null;

const PASS = ['PASS', 'PASSED', 'OK'];
const FAIL = ['FAIL', 'FAILED', 'NG'];

/**
 * What a finished exam came to: a process score's remote score (PASS / FAIL), for the other
 * types the person's grade (GRADE_CACHE: OK / NG, ...); null when there is none yet.
 */
export function examVerdict(
  row: Pick<RealtimeRow, 'examTypeKind' | 'remoteScore' | 'grade'>,
): string | null {
  return (row.examTypeKind === 'PROCESS' ? row.remoteScore : row.grade) || null;
}

export type VerdictColor = 'success' | 'error' | 'default';

/** PASS (or OK) green, FAIL (or NG) red, anything else grey. */
export function verdictColor(verdict: string | null): VerdictColor {
  const upper = (verdict ?? '').toUpperCase();
  if (PASS.includes(upper)) return 'success';
  if (FAIL.includes(upper)) return 'error';
  return 'default';
}

/**
 * A COMPLETE exam shows passed or failed when its verdict says so, complete otherwise; the
 * other statuses as they are, lower case.
 */
export function rosterStatus(status: ExamStatus, verdict: string | null): RosterStatus {
  if (status !== 'COMPLETE') return status.toLowerCase() as RosterStatus;
  const color = verdictColor(verdict);
  return color === 'success' ? 'passed' : color === 'error' ? 'failed' : 'complete';
}

/**
 * A session's heading: the slot's start on its site's clock (decision 0041), date and time,
 * the zone named where the device's clock shows another time.
 */
export function sessionLabel(row: Pick<RealtimeRow, 'startTs' | 'timeZone'>, locale?: string) {
  const note = siteZoneNote(row.timeZone, new Date(row.startTs));
  const at = siteDateTime(row.startTs, row.timeZone, locale);
  return note ? `${at} (${note})` : at;
}

/** The roster's entries as grid rows, by client, then time, then name. */
export function realtimeRows(roster: RosterDto): RealtimeRow[] {
  const rows: RealtimeRow[] = [];
  for (const location of roster.locations)
    for (const room of location.rooms)
      for (const slot of room.slots)
        for (const entry of slot.entries) {
          const metas = entry.aPerson.collPersonMetas;
          const row: Omit<RealtimeRow, 'status'> = {
            examUuid: entry.examUuid,
            client: location.clientDescription,
            startTs: slot.startTs,
            timeZone: location.clientTimeZone,
            room: room.productDescription ?? room.description,
            examStatusEnum: entry.examStatusEnum,
            examType: entry.aExam.examTypeDescription,
            examTypeKind: entry.aExam.examTypeKind,
            remoteScore: entry.aExam.remoteScoreEnum,
            idNumber: entry.aID.id,
            personUuid: entry.aPerson.personUuid,
            name: `${entry.aPerson.lastName}, ${entry.aPerson.firstName}`,
            email: meta(metas, PERSON_META.email) ?? '',
            phone: meta(metas, PERSON_META.phone) ?? '',
            grade: meta(metas, SYSTEM_PERSON_META.grade),
            // Absent for callers without the reasons right (the server leaves it out).
            exceptions: meta(metas, SYSTEM_PERSON_META.gradeReasons) ?? '',
          };
          rows.push({ ...row, status: rosterStatus(row.examStatusEnum, examVerdict(row)) });
        }
  return rows.sort(
    (a, b) =>
      a.client.localeCompare(b.client) ||
      Date.parse(a.startTs) - Date.parse(b.startTs) ||
      a.name.localeCompare(b.name),
  );
}
