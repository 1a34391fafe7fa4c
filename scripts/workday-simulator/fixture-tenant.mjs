// The simulator's fixture tenant: candidates with job applications at recruiting stages,
// background checks, pre-hires (Workday's "applicants"), workers and reference IDs. Candidate
// IDs follow the demo seed's pattern (CAND- and 7 digits) so demo people find their records.

/** A stable 32-hex Workday ID from a label, as Workday's WIDs look. */
export function wid(label) {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (const c of label) {
    h1 = Math.imul(h1 ^ c.charCodeAt(0), 16777619) >>> 0;
    h2 = Math.imul(h2 ^ c.charCodeAt(0), 2246822507) >>> 0;
  }
  const part = (n) => n.toString(16).padStart(8, '0');
  return `${part(h1)}${part(h2)}${part((h1 ^ h2) >>> 0)}${part((h1 + h2) >>> 0)}`;
}

export const STAGES = [
  'REVIEW',
  'SCREEN',
  'ASSESSMENT',
  'INTERVIEW',
  'BACKGROUND_CHECK',
  'REFERENCE_CHECK',
  'OFFER',
  'READY_FOR_HIRE',
];

const FIRST = ['Ava', 'Ben', 'Cara', 'Dev', 'Eli', 'Faye', 'Gus', 'Hana', 'Ivan', 'Jade'];
const LAST = [
  'Moreno',
  'Quinn',
  'Okafor',
  'Lind',
  'Sato',
  'Price',
  'Ruiz',
  'Novak',
  'Hale',
  'Berg',
];
const POSTINGS = ['Production Associate', 'Paint Technician', 'Forklift Operator'];

/** Self-schedule calendars (Recruiting Self-Schedule Calendars and their types). */
export const SELF_SCHEDULE_CALENDARS = [
  { id: 'CAL-PPT', name: 'PPT assessment slots', type: 'Assessment', durationMinutes: 90 },
  {
    id: 'CAL-INTERVIEW',
    name: 'Hiring manager interviews',
    type: 'Interview',
    durationMinutes: 30,
  },
];
const SELF_SCHEDULE_STATUSES = ['Scheduled', 'Completed', 'Cancelled'];

/** The demo seed's candidate id of person serial n. */
export const demoCandidateId = (serial) => `CAND-${String(1_000_000 + serial * 13).slice(0, 7)}`;

/**
 * The name of candidate serial n. The one source of it: the portal's demo seed names its
 * people who hold a candidate id by this (server/src/database/seed/demo-candidates.ts), so a
 * person and their HR record agree.
 */
export const demoCandidateName = (serial) => ({
  firstName: FIRST[serial % FIRST.length],
  lastName: LAST[Math.floor(serial / FIRST.length) % LAST.length],
});

/**
 * A fresh tenant (tests mutate background checks, so each simulator gets its own) with the
 * candidates of demo person serials 1..size (the demo seed numbers its 1,000 people so).
 */
export function fixtureTenant(size = 1000) {
  const candidates = [];
  for (let serial = 1; serial <= size; serial++) {
    const candidateId = demoCandidateId(serial);
    const { firstName: first, lastName: last } = demoCandidateName(serial);
    const applications = [0, 1].slice(0, serial % 3 === 0 ? 2 : 1).map((n) => {
      const stage = STAGES[(serial + n * 3) % STAGES.length];
      return {
        wID: wid(`${candidateId}-app-${n}`),
        jobApplicationId: `JOB_APPLICATION-${serial}-${n}`,
        jobRequisitionId: `R-${String(100 + ((serial + n) % 7)).padStart(5, '0')}`,
        jobPostingTitle: POSTINGS[(serial + n) % POSTINGS.length],
        recruitingStageId: stage,
        disposition: serial % 11 === 5 && n === 0 ? 'Rejected' : '',
        assessments: [
          { test: 'PPT - Physical Performance Test', status: serial % 2 ? 'Passed' : 'Pending' },
        ],
      };
    });
    candidates.push({
      wID: wid(candidateId),
      candidateId,
      firstName: first,
      lastName: last,
      emailAddress: `${first}.${last}${serial}@candidates.example.com`.toLowerCase(),
      address: `${100 + serial} Main Street, Springfield`,
      phone: `(555) ${String(100 + (serial % 900)).padStart(3, '0')}-${String(1000 + serial).slice(-4)}`,
      doNotHire: serial % 17 === 3,
      withdrawn: serial % 19 === 4,
      userLanguageId: 'en_US',
      applications,
      backgroundChecks: applications.map((a, n) => ({
        backgroundCheckId: `BGC-${serial}-${n}`,
        wID: wid(`${candidateId}-bgc-${n}`),
        jobApplicationWid: a.wID,
        recipient: `${first} ${last}`,
        requester: 'Recruiting Partner',
        package: 'Standard Criminal + Drug',
        resultsUrl: '',
        statusDate: '2026-01-15',
        overallStatus: 'In Progress',
        packageStatus: 'Ordered',
        packageComment: '',
      })),
    });
  }
  const preHires = candidates
    .filter((_, i) => i % 4 === 0)
    .map((c) => ({
      wID: wid(`${c.candidateId}-pre-hire`),
      applicantId: `P-${c.candidateId.slice(5)}`,
      candidateId: c.candidateId,
      firstName: c.firstName,
      lastName: c.lastName,
      emailAddress: c.emailAddress,
    }));
  const workers = candidates
    .filter((_, i) => i % 5 === 1)
    .map((c, i) => ({
      id: wid(`${c.candidateId}-worker`),
      descriptor: `${c.firstName} ${c.lastName}`,
      workerId: String(21000 + i),
      primaryWorkEmail: `${c.firstName}.${c.lastName}@plant.example.com`.toLowerCase(),
      businessTitle: 'Production Associate',
      candidateId: c.candidateId,
    }));
  // Every third candidate (serials 1, 4, 7, ...) booked slots: an assessment for the first
  // job application, and an interview too for every sixth.
  const selfSchedules = candidates
    .filter((_, i) => i % 3 === 0)
    .flatMap((c, i) =>
      SELF_SCHEDULE_CALENDARS.slice(0, i % 2 === 0 ? 1 : 2).map((calendar, n) => {
        const start = new Date(Date.UTC(2026, 0, 5 + (i % 60), 14 + n * 2, 0));
        return {
          wID: wid(`${c.candidateId}-self-schedule-${n}`),
          selfScheduleId: `SELF_SCHEDULE-${c.candidateId.slice(5)}-${n}`,
          candidateId: c.candidateId,
          jobApplicationWid: c.applications[0].wID,
          calendarId: calendar.id,
          calendarName: calendar.name,
          calendarType: calendar.type,
          startTime: start.toISOString(),
          durationMinutes: calendar.durationMinutes,
          location: n === 0 ? 'Assessment Center, Room A' : 'Plant 1 HR office',
          status: SELF_SCHEDULE_STATUSES[(i + n) % SELF_SCHEDULE_STATUSES.length],
        };
      }),
    );
  const references = {
    Recruiting_Stage_ID: STAGES.map((s) => ({ wID: wid(`stage-${s}`), id: s })),
    Background_Check_Status_ID: ['In Progress', 'Complete', 'Cancelled'].map((s) => ({
      wID: wid(`bgc-status-${s}`),
      id: s,
    })),
  };
  return { candidates, preHires, workers, selfSchedules, references };
}
