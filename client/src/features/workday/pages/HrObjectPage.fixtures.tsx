// Shared set-up for the HrObjectPage specs (split by behaviour: candidate, endpoints).
import { Route, Routes, useLocation } from 'react-router';
import type { WorkdayCandidateDto, WorkdayEndpointDto } from '../api/workdayApi';
import { renderWithProviders } from '@client/test/renderWithProviders';
import { makeUserIn, signedInRoutes, stubApi, type ApiRoutes } from '@client/test/stubApi';
import { RequireAuth } from '@client/features/auth';
import { HrObjectPage } from './HrObjectPage';

export const endpoint = (over: Partial<WorkdayEndpointDto>): WorkdayEndpointDto => ({
  workdayApiUuid: 'test-e',
  description: 'Sandbox',
  uri: 'https://wd2-impl.example.com',
  tenant: 'acme_demo',
  isu: 'ISU_Portal',
  clientId: 'client-1',
  apiVersion: 'v44.0',
  canRead: true,
  canWrite: true,
  isProduction: false,
  isDefault: false,
  authenticated: false,
  tokenExpiration: null,
  ...over,
});
const SANDBOX = endpoint({});
export const PRODUCTION = endpoint({
  workdayApiUuid: 'prod-e',
  description: 'Production',
  isProduction: true,
  authenticated: true,
  tokenExpiration: '2026-11-25T12:00:00.000Z',
});
const READ_ONLY = endpoint({
  workdayApiUuid: 'ro-e',
  description: 'Audit copy',
  canWrite: false,
});

export const CANDIDATE: WorkdayCandidateDto = {
  wID: '0123456789abcdef0123456789abcdef',
  candidateId: 'CAND-0000006',
  firstName: 'Ava',
  lastName: 'Moreno',
  emailAddress: 'ava@example.com',
  address: '106 Main Street',
  phone: '(555) 106-1006',
  doNotHire: true,
  withdrawn: false,
  userLanguageId: 'en_US',
  collWorkdayJobApplications: [
    {
      wID: 'app1',
      jobApplicationId: 'JOB_APPLICATION-6-0',
      disposition: '',
      recruitingStageId: 'ASSESSMENT',
      jobRequisitionId: 'R-00106',
      jobPostingTitle: 'Assembler',
      assessments: [{ test: 'PPT', status: 'Passed' }],
    },
  ],
  collWorkdayBackgroundChecks: [
    {
      backgroundCheckId: 'BGC-6-0',
      wID: 'bgc1',
      jobApplicationWID: 'app1',
      recipient: 'Ava Moreno',
      requester: 'Recruiting Partner',
      package: 'Standard Criminal + Drug',
      resultsUrl: '',
      statusDate: '2026-01-15',
      overallStatus: 'In Progress',
      packageStatus: 'Ordered',
      packageComment: '',
    },
  ],
};

function Path() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

export function renderViewer(
  route: string,
  routes: ApiRoutes = {},
  me = makeUserIn('staffing:Riverside'),
) {
  const api = stubApi({
    ...signedInRoutes(me),
    'GET secure/workday/endpoints': [SANDBOX, PRODUCTION, READ_ONLY],
    'GET secure/workday/:e/candidate/:a/:b': CANDIDATE,
    'GET secure/workday/:e/candidate/:a/:b/om': {
      personUuid: '66666666-7777-4888-8999-000000000000',
      firstName: 'Ava',
      lastName: 'Moreno',
      candidateId: 'CAND-0000006',
      changed: [],
    },
    'GET secure/workday/:e/references/:x': [
      { wID: 's1', id: 'In Progress', referenceIdType: 'Background_Check_Status_ID' },
      { wID: 's2', id: 'Complete', referenceIdType: 'Background_Check_Status_ID' },
    ],
    ...routes,
  });
  const view = renderWithProviders(
    <RequireAuth>
      <Routes>
        <Route
          path="/integrations/workday/:workdayApiUuid?/:objectType?/:objectId?"
          element={
            <>
              <HrObjectPage />
              <Path />
            </>
          }
        />
      </Routes>
    </RequireAuth>,
    { route },
  );
  return { api, ...view };
}

export const candidateReads = (paths: string[]) =>
  paths.filter((p) => /^GET secure\/workday\/[^/]+\/candidate\/[^/]+\/[^/]+$/.test(p));
