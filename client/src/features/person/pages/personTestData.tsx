// The candidate page's stubbed API and its data, shared by its two test files.
import { Route, Routes } from 'react-router';
import type { PersonDto, PersonApplicationsDto } from '../api/personApi';
import { renderWithProviders } from '@client/test/renderWithProviders';
import { json, makeUser, signedInRoutes, stubApi, type ApiRoutes } from '@client/test/stubApi';
import { RequireAuth } from '@client/features/auth';
import { PersonPage } from './PersonPage';

export const PERSON = '66666666-7777-4888-8999-000000000000';
const ID = {
  idUuid: 'i1',
  id: 'CAND-1234567',
  idTypeUuid: 't1',
  infoSourceUuid: 's1',
  personUuid: PERSON,
  schedulable: false,
  aIDType: { idTypeUuid: 't1', description: 'Workday Candidate ID' },
};
const PERSON_DTO = {
  personUuid: PERSON,
  firstName: 'Ava',
  lastName: 'Moreno',
  primaryIdUuid: 'i1',
  clientNodeUuid: 'c1',
  clientDescription: 'Riverside',
  version: 1,
  collIDs: [ID],
  collPersonMetas: [
    { metadataField: 'days_notice_requested_w1', stringValue: '14' },
    { metadataField: 'first_shift_preference_w1', stringValue: 'preferred' },
  ],
} as unknown as PersonDto;
export const HR: PersonApplicationsDto = {
  personUuid: PERSON,
  workdayApiUuid: 'e1',
  candidates: [
    {
      wID: 'cw1',
      candidateId: 'CAND-1234567',
      firstName: 'Ava',
      lastName: 'Moreno',
      emailAddress: 'ava@example.com',
      address: '',
      phone: '',
      doNotHire: false,
      withdrawn: false,
      userLanguageId: 'en_US',
      collWorkdayJobApplications: [
        {
          wID: 'w1',
          jobApplicationId: 'JA-1',
          disposition: '',
          recruitingStageId: 'ASSESSMENT',
          jobRequisitionId: 'R-1',
          jobPostingTitle: 'Assembler',
          assessments: [],
        },
        {
          wID: 'w2',
          jobApplicationId: 'JA-2',
          disposition: 'Rejected',
          recruitingStageId: 'SCREEN',
          jobRequisitionId: 'R-2',
          jobPostingTitle: 'Painter',
          assessments: [],
        },
      ],
      collWorkdayBackgroundChecks: [],
    },
  ],
};

const EXAM = {
  examUuid: 'e-1',
  examStatusEnum: 'COMPLETE',
  examTypeDescription: 'PPT Assessment',
  examTypeKind: 'PPT',
  // 06:30 on 26 November in Los Angeles is already the 26th 14:30 UTC: the roster day is the site's.
  startTs: '2026-11-26T06:30:00.000Z',
  roomDescription: 'Room 2',
  locationDescription: 'Lakeview Assessment Centre',
  clientTimeZone: 'America/Los_Angeles',
  finalizedAt: '2026-11-26T08:00:00.000Z',
};
const JOBS = {
  assessed: true,
  analysedJobs: 40,
  jobs: [
    { nodeUuid: 'n1', description: 'Align battery 1B-1', path: 'Body & Paint / Plastics' },
    { nodeUuid: 'n2', description: 'Install brake lines 2B-3', path: 'Assembly / Trim 2' },
  ],
};

// The stage bar's step names, and the one lit (MUI marks the label of the active step).
export const stepLabels = () =>
  [...document.querySelectorAll('.MuiStepLabel-label')].map((l) => l.textContent);
export const activeLabel = () =>
  document.querySelector('.MuiStepLabel-label.Mui-active')?.textContent;

export function renderPerson(routes: ApiRoutes = {}, me = makeUser()) {
  const api = stubApi({
    ...signedInRoutes(me),
    'GET secure/persons/:id': PERSON_DTO,
    'GET secure/person/:id/ids': [ID],
    'GET secure/person-app/:id': HR,
    'GET secure/person/:id/workdayPreHires': [
      {
        wID: 'ph1',
        applicantId: 'P-1234567',
        candidateId: 'CAND-1234567',
        firstName: 'Ava',
        lastName: 'Moreno',
        emailAddress: 'ava@example.com',
      },
    ],
    'GET secure/person/:id/workdayWorkers': [],
    'GET secure/person/:id/exams': [EXAM],
    'GET secure/person/:id/fitting-jobs': JOBS,
    'GET secure/person/:id/workdaySelfSchedules': [
      {
        wID: 'ss1',
        selfScheduleId: 'SS-1',
        candidateId: 'CAND-1234567',
        jobApplicationWID: 'w1',
        calendarId: 'CAL-PPT',
        calendarName: 'PPT Assessment',
        calendarType: 'Assessment',
        startTime: '2026-12-01T14:30:00.000Z',
        durationMinutes: 90,
        location: 'Riverside Assessment Centre',
        status: 'Scheduled',
      },
    ],
    'PATCH secure/person/:id/meta/:field/:value': (_r: Request, [, field, value]: string[]) =>
      json({ metadataField: field, stringValue: value }),
    'PATCH secure/workday/:e/candidate/:a/:b/om': {
      personUuid: PERSON,
      firstName: 'Ava',
      lastName: 'Moreno',
      candidateId: 'CAND-1234567',
      changed: ['Email'],
    },
    ...routes,
  });
  return {
    api,
    ...renderWithProviders(
      <RequireAuth>
        <Routes>
          <Route path="/person/:uuid" element={<PersonPage />} />
        </Routes>
      </RequireAuth>,
      { route: `/person/${PERSON}` },
    ),
  };
}
