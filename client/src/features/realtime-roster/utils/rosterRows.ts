import type { ExamStatus } from '@domain/status';
import type { RosterDto } from '../../../api/generated/roster';

/** Seed 000: the statuses the real-time roster shows. */
export type RosterStatus =
  'pending' | 'inprogress' | 'complete' | 'noshow' | 'passed' | 'failed' | 'deleted' | 'withdrew';

export type RealtimeRow = {
  examUuid: string;
  client: string;
  /** The slot's start, ISO; shown in the browser's time zone. */
  startTs: string;
  room: string;
  status: RosterStatus;
  examStatusEnum: ExamStatus;
  examType: string;
  examTypeKind: string;
  remoteScore: string | null;
  idNumber: string;
  personUuid: string;
  name: string;
  email: string;
  phone: string;
  grade: string | null;
  exceptions: string;
};

const meta = (metas: { metadataField: string; stringValue: string }[], field: string) =>
  metas.find((m) => m.metadataField === field)?.stringValue ?? null;

const PASS = ['PASS', 'PASSED', 'OK'];
const FAIL = ['FAIL', 'FAILED', 'NG'];

/**
 * A finished exam shows passed or failed when its grade (GRADE_CACHE, or a process score's
 * remote score) says so, complete otherwise; the other statuses as they are, lower case.
 */
export function rosterStatus(
  status: ExamStatus,
  grade: string | null,
  remoteScore: string | null,
): RosterStatus {
  if (status !== 'COMPLETE') return status.toLowerCase() as RosterStatus;
  const verdict = (grade ?? remoteScore ?? '').toUpperCase();
  if (PASS.includes(verdict)) return 'passed';
  if (FAIL.includes(verdict)) return 'failed';
  return 'complete';
}

/** The roster's entries as grid rows, by client, then time, then name. */
export function realtimeRows(roster: RosterDto): RealtimeRow[] {
  const rows: RealtimeRow[] = [];
  for (const location of roster.locations)
    for (const room of location.rooms)
      for (const slot of room.slots)
        for (const entry of slot.entries) {
          const metas = entry.aPerson.collPersonMetas;
          const grade = meta(metas, 'GRADE_CACHE');
          rows.push({
            examUuid: entry.examUuid,
            client: location.clientDescription,
            startTs: slot.startTs,
            room: room.productDescription ?? room.description,
            status: rosterStatus(entry.examStatusEnum, grade, entry.aExam.remoteScoreEnum),
            examStatusEnum: entry.examStatusEnum,
            examType: entry.aExam.examTypeDescription,
            examTypeKind: entry.aExam.examTypeKind,
            remoteScore: entry.aExam.remoteScoreEnum,
            idNumber: entry.aID.id,
            personUuid: entry.aPerson.personUuid,
            name: `${entry.aPerson.lastName}, ${entry.aPerson.firstName}`,
            email: meta(metas, 'Email') ?? '',
            phone: meta(metas, '_Phone_') ?? '',
            grade,
            exceptions: meta(metas, 'GRADE_REASONS_CACHE') ?? '',
          });
        }
  return rows.sort(
    (a, b) =>
      a.client.localeCompare(b.client) ||
      a.startTs.localeCompare(b.startTs) ||
      a.name.localeCompare(b.name),
  );
}
