import { HR_OBJECT_TYPE_NO_ACCESS, INVALID_OBJECT_ID } from '@domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { base64Utf8 } from '@client/api/base64Utf8';
import type { WorkdayCandidateDto, WorkdayEndpointDto } from '../api/workdayApi';
import { renderWithProviders } from '@client/test/renderWithProviders';
import {
  apiError,
  json,
  makeUser,
  makeUserIn,
  signedInRoutes,
  stubApi,
  type ApiRoutes,
} from '@client/test/stubApi';
import { RequireAuth } from '@client/features/auth';
import { HrObjectPage } from './HrObjectPage';

const endpoint = (over: Partial<WorkdayEndpointDto>): WorkdayEndpointDto => ({
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
const PRODUCTION = endpoint({
  workdayApiUuid: 'prod-e',
  description: 'Production',
  isProduction: true,
  authenticated: true,
  tokenExpiration: '2026-11-25T12:00:00.000Z',
});
const READ_ONLY = endpoint({ workdayApiUuid: 'ro-e', description: 'Audit copy', canWrite: false });

const CANDIDATE: WorkdayCandidateDto = {
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

function renderViewer(
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

const candidateReads = (paths: string[]) =>
  paths.filter((p) => /^GET secure\/workday\/[^/]+\/candidate\/[^/]+\/[^/]+$/.test(p));

describe(HrObjectPage.name, { timeout: 20_000 }, () => {
  it('tells users without HR rights they have no access, reading nothing', async () => {
    const { api } = renderViewer('/integrations/workday', {}, makeUserIn('premise:Riverside'));
    expect(await screen.findByText('You do not have access to this page.')).toBeVisible();
    expect(api.paths()).not.toContain('GET secure/workday/endpoints');
  });

  it('opens the first readable production endpoint when none is named', async () => {
    renderViewer('/integrations/workday');
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/integrations/workday/prod-e'),
    );
    expect(await screen.findByText(/Authenticated until/)).toBeVisible();
    expect(screen.getByText(INVALID_OBJECT_ID)).toBeVisible();
  });

  it('asks for a valid Object ID when it is unset or invalid, asking Workday nothing', async () => {
    const { api } = renderViewer('/integrations/workday/test-e/Candidate/CAND-12');
    const notice = await screen.findByText(INVALID_OBJECT_ID);
    expect(notice.parentElement).toHaveTextContent(/CAND- followed by 6 or 7 digits/);
    expect(candidateReads(api.paths())).toEqual([]);
  });

  it('says an unsupported object type needs an administrator', async () => {
    renderViewer('/integrations/workday/test-e/PreHire/P-0000006');
    expect(await screen.findByText(HR_OBJECT_TYPE_NO_ACCESS)).toBeVisible();
  });

  it('names an endpoint id that does not exist', async () => {
    renderViewer('/integrations/workday/nope/Candidate/CAND-0000006');
    expect(await screen.findByText('No HR endpoint has the id nope.')).toBeVisible();
  });

  it('shows a candidate with its person, applications and background checks', async () => {
    const { api } = renderViewer('/integrations/workday/test-e/Candidate/CAND-0000006');
    expect(await screen.findByRole('heading', { name: 'Ava Moreno' })).toBeVisible();
    expect(screen.getByText('Do not hire', { selector: '.MuiChip-label' })).toBeVisible();
    expect(screen.getByText('(555) 106-1006')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Moreno, Ava' })).toHaveAttribute(
      'href',
      '/person/66666666-7777-4888-8999-000000000000',
    );
    const apps = screen.getByRole('table', { name: 'Job applications' });
    expect(within(apps).getByText('JOB_APPLICATION-6-0')).toBeVisible();
    expect(within(apps).getByText('PPT: Passed')).toBeVisible();
    const checks = screen.getByRole('table', { name: 'Background checks' });
    expect(within(checks).getByText('Ordered')).toBeVisible();
    expect(within(checks).getByRole('button', { name: 'Edit' })).toBeVisible();
    expect(api.paths()).toContain('GET secure/workday/test-e/candidate/Candidate_ID/CAND-0000006');
  });

  it('looks a candidate up by WID when the id is one', async () => {
    const { api } = renderViewer(`/integrations/workday/test-e/Candidate/${CANDIDATE.wID}`);
    await screen.findByRole('heading', { name: 'Ava Moreno' });
    expect(api.paths()).toContain(`GET secure/workday/test-e/candidate/WID/${CANDIDATE.wID}`);
  });

  it('offers no background check editing on production, read-only endpoints or to recruiters', async () => {
    renderViewer('/integrations/workday/prod-e/Candidate/CAND-0000006');
    const checks = await screen.findByRole('table', { name: 'Background checks' });
    expect(within(checks).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(
      screen.getByText(/edited only on a non-production HR endpoint with read and write access/),
    ).toBeVisible();
  });

  it.each([
    ['a read-only endpoint', 'ro-e', makeUserIn('staffing:Riverside')],
    ['a recruiter', 'test-e', makeUserIn('recruiter:Riverside')],
  ])('offers no editing to %s', async (_case, e, me) => {
    renderViewer(`/integrations/workday/${e}/Candidate/CAND-0000006`, {}, me);
    const checks = await screen.findByRole('table', { name: 'Background checks' });
    expect(within(checks).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('sends the changed background check fields base64-encoded, then reads the candidate again', async () => {
    const sent: string[] = [];
    const { api, user } = renderViewer('/integrations/workday/test-e/Candidate/CAND-0000006', {
      'PATCH secure/workday/:e/backgroundCheck/:id/:v': (_r: Request, [, , v]: string[]) => {
        sent.push(atob(v));
        return json({ success: true, message: 'Background check BGC-6-0 updated' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const status = within(dialog).getByLabelText('Package status');
    // Pasted rather than typed key by key: the same change events, a tenth of the renders.
    await user.clear(status);
    await user.paste('Received');
    const url = within(dialog).getByLabelText('Results URL');
    await user.click(url);
    await user.paste('ftp://nope');
    expect(within(dialog).getByText('resultsURL is an http(s) URL')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(url);
    await user.paste('https://checks.example/r/6');
    const readsBefore = candidateReads(api.paths()).length;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Background check BGC-6-0 updated')).toBeVisible();
    expect(sent.map((s) => JSON.parse(s))).toEqual([
      { packageStatus: 'Received', resultsURL: 'https://checks.example/r/6' },
    ]);
    await waitFor(() => expect(candidateReads(api.paths()).length).toBe(readsBefore + 1));
  });

  it.each([
    [
      'a refusal',
      () => json({ success: false, message: "Workday: 'Lost' is not a Background Check Status" }),
      "Error: Workday: 'Lost' is not a Background Check Status",
    ],
    [
      'a failure',
      () => apiError(502, 'Workday answered 503 Service Unavailable'),
      'Error: Workday answered 503 Service Unavailable',
    ],
  ])(
    'alerts "Error: " and the message on %s, and reads the view again',
    async (_c, answer, text) => {
      const { api, user } = renderViewer('/integrations/workday/test-e/Candidate/CAND-0000006', {
        'PATCH secure/workday/:e/backgroundCheck/:id/:v': answer,
      });
      await user.click(await screen.findByRole('button', { name: 'Edit' }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByLabelText('Package comment'), 'Checked');
      const readsBefore = candidateReads(api.paths()).length;
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      expect(await screen.findByRole('alert', { name: '' })).toBeDefined();
      expect(await screen.findByText(text)).toBeVisible();
      await waitFor(() => expect(candidateReads(api.paths()).length).toBe(readsBefore + 1));
    },
  );

  it('says so when the HR system has no such candidate', async () => {
    renderViewer('/integrations/workday/test-e/Candidate/CAND-0009999', {
      'GET secure/workday/:e/candidate/:a/:b': () =>
        apiError(404, 'No candidate CAND-0009999 in Workday'),
    });
    expect(await screen.findByText('No candidate CAND-0009999 in Workday')).toBeVisible();
  });

  it('searches workers once the typing pauses, the text base64 in the path', async () => {
    const { api, user } = renderViewer('/integrations/workday/test-e/Worker', {
      'GET secure/workday/:e/workers/:a/:b': [
        {
          id: 'w1',
          descriptor: 'Ava Moreno',
          workerId: '21001',
          primaryWorkEmail: 'ava.moreno@plant.example.com',
          businessTitle: 'Production Associate',
        },
      ],
    });
    await user.type(await screen.findByRole('textbox', { name: 'Object ID' }), 'Ava M');

    expect(await screen.findByText('21001')).toBeVisible();
    const searches = api.paths().filter((p) => p.includes('/workers/'));
    expect(searches).toEqual([
      `GET secure/workday/test-e/workers/25/${encodeURIComponent(base64Utf8('Ava M'))}`,
    ]);
    expect(screen.getByTestId('path')).toHaveTextContent(
      '/integrations/workday/test-e/Worker/Ava%20M',
    );
  });

  it('lists reference IDs', async () => {
    renderViewer('/integrations/workday/test-e/Reference/Background_Check_Status_ID');
    const table = await screen.findByRole('table', { name: 'Reference IDs' });
    expect(within(table).getByText('Complete')).toBeVisible();
  });

  it('says when a reference ID type has none', async () => {
    renderViewer('/integrations/workday/test-e/Reference/Job_Family_ID', {
      'GET secure/workday/:e/references/:x': [],
    });
    expect(
      await screen.findByText('The HR system has no reference IDs of type Job_Family_ID.'),
    ).toBeVisible();
  });

  it('says when no candidate has an e-mail address', async () => {
    renderViewer('/integrations/workday/test-e/Email/nobody@example.com', {
      'GET secure/workday/:e/candidates-by-email/:x': [],
    });
    expect(
      await screen.findByText('No candidate has the e-mail address nobody@example.com.'),
    ).toBeVisible();
  });

  it('refreshes the token only on endpoints with read and write access', async () => {
    const { api, user } = renderViewer('/integrations/workday/test-e/Candidate', {
      'GET secure/workday/:e/bearer/force': {
        workdayApiUuid: 'test-e',
        authenticated: true,
        tokenExpiration: '2026-11-25T13:00:00.000Z',
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Refresh token' }));
    expect(await screen.findByText(/New access token, valid until/)).toBeVisible();
    expect(api.paths()).toContain('GET secure/workday/test-e/bearer/force');

    await user.click(screen.getByRole('combobox', { name: 'Endpoint' }));
    await user.click(await screen.findByRole('option', { name: 'Audit copy (test)' }));
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/integrations/workday/ro-e/Candidate'),
    );
    expect(screen.queryByRole('button', { name: 'Refresh token' })).not.toBeInTheDocument();
  });

  it('fetches a new token once per click, not again when HR data changes', async () => {
    const { api, user } = renderViewer('/integrations/workday/test-e/Candidate/CAND-0000006', {
      'GET secure/workday/:e/bearer/force': {
        workdayApiUuid: 'test-e',
        authenticated: true,
        tokenExpiration: '2026-11-25T13:00:00.000Z',
      },
      'PATCH secure/workday/:e/backgroundCheck/:id/:v': { success: true, message: 'Updated' },
    });
    const forced = () => api.paths().filter((p) => p.endsWith('/bearer/force')).length;
    await user.click(await screen.findByRole('button', { name: 'Refresh token' }));
    await screen.findByText(/New access token/);
    expect(forced()).toBe(1);

    // A background check save invalidates the HR data, which is read again...
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Package comment'), 'x');
    const reads = candidateReads(api.paths()).length;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(candidateReads(api.paths()).length).toBeGreaterThan(reads));
    // ...but no new token is fetched for it.
    expect(forced()).toBe(1);
  });

  it('tells when no endpoint is configured', async () => {
    renderViewer('/integrations/workday', { 'GET secure/workday/endpoints': [] }, makeUser());
    expect(await screen.findByText(/No HR system endpoint is configured/)).toBeVisible();
  });

  it('lets admins add an endpoint, naming what is missing first, and opens it', async () => {
    const bodies: unknown[] = [];
    const { user } = renderViewer(
      '/integrations/workday/test-e/Candidate',
      {
        'POST secure/workday/endpoints': async (request: Request) => {
          bodies.push(await request.json());
          return json(endpoint({ workdayApiUuid: 'new-e', description: 'Acme impl' }), 201);
        },
      },
      makeUser(),
    );
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an HR endpoint' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('description is required')).toBeVisible();
    expect(within(dialog).getByText('clientSecret is required')).toBeVisible();
    expect(bodies).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Description/), 'Acme impl');
    await user.type(within(dialog).getByLabelText(/^URI/), 'https://wd2-impl.example.com');
    await user.type(within(dialog).getByLabelText(/^Tenant/), 'acme1');
    await user.type(within(dialog).getByLabelText(/^Integration system user/), 'ISU_Portal');
    await user.type(within(dialog).getByLabelText(/^Client ID/), 'cid');
    await user.type(within(dialog).getByLabelText(/^Client secret/), 'sec');
    await user.type(within(dialog).getByLabelText(/^Refresh token/), 'tok');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Write' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('HR endpoint Acme impl added')).toBeVisible();
    expect(bodies).toEqual([
      {
        description: 'Acme impl',
        uri: 'https://wd2-impl.example.com',
        tenant: 'acme1',
        isu: 'ISU_Portal',
        clientId: 'cid',
        canRead: true,
        canWrite: true,
        isProduction: false,
        isDefault: false,
        clientSecret: 'sec',
        refreshToken: 'tok',
      },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/integrations/workday/new-e'),
    );
  });

  it('lets admins edit an endpoint, keeping its secrets unless new ones are typed', async () => {
    const bodies: unknown[] = [];
    const { user } = renderViewer(
      '/integrations/workday/test-e/Candidate',
      {
        'PATCH secure/workday/endpoints/:id': async (request: Request) => {
          bodies.push(await request.json());
          return json(endpoint({ description: 'Sandbox 2' }));
        },
      },
      makeUser(),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Sandbox' });
    const description = within(dialog).getByLabelText(/^Description/);
    await user.clear(description);
    await user.type(description, 'Sandbox 2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('HR endpoint Sandbox 2 saved')).toBeVisible();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ description: 'Sandbox 2', apiVersion: 'v44.0' });
    expect(bodies[0]).not.toHaveProperty('clientSecret');
    expect(bodies[0]).not.toHaveProperty('refreshToken');
  });

  it('asks for the secret and token again when an edit changes the URI, and can mark the default', async () => {
    const bodies: unknown[] = [];
    const { user } = renderViewer(
      '/integrations/workday/test-e/Candidate',
      {
        'PATCH secure/workday/endpoints/:id': async (request: Request) => {
          bodies.push(await request.json());
          return json(endpoint({ uri: 'https://wd5-services1.workday.com', isDefault: true }));
        },
      },
      makeUser(),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Sandbox' });
    expect(within(dialog).getAllByText('Empty keeps the stored one')).toHaveLength(2);
    const uri = within(dialog).getByLabelText(/^URI/);
    // Pasted, not typed key by key: the checks run on each change either way.
    await user.clear(uri);
    await user.paste('https://wd5-services1.workday.com');
    expect(within(dialog).getAllByText('Required again: the uri changed')).toHaveLength(2);
    await user.click(within(dialog).getByRole('checkbox', { name: "Default (people's HR data)" }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('clientSecret is required when uri changes')).toBeVisible();
    expect(within(dialog).getByText('refreshToken is required when uri changes')).toBeVisible();
    expect(bodies).toEqual([]);

    await user.click(within(dialog).getByLabelText(/^Client secret/));
    await user.paste('new-sec');
    await user.click(within(dialog).getByLabelText(/^Refresh token/));
    await user.paste('new-tok');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('HR endpoint Sandbox saved')).toBeVisible();
    expect(bodies).toEqual([
      expect.objectContaining({
        uri: 'https://wd5-services1.workday.com',
        isDefault: true,
        clientSecret: 'new-sec',
        refreshToken: 'new-tok',
      }),
    ]);
  });

  it('asks before an admin deletes an endpoint, and shows the refusal', async () => {
    let deletes = 0;
    const { user } = renderViewer(
      '/integrations/workday/prod-e/Candidate',
      {
        'DELETE secure/workday/endpoints/:id': () => {
          deletes++;
          return deletes === 1 ? apiError(404, 'No HR endpoint prod-e') : json(PRODUCTION);
        },
      },
      makeUser(),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Production?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('No HR endpoint prod-e')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('HR endpoint Production deleted')).toBeVisible();
    expect(deletes).toBe(2);
    // The default among the endpoints left (Production was it), not the one just deleted.
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/integrations/workday/ro-e'),
    );
  });

  it('offers endpoint set-up to admins only', async () => {
    renderViewer('/integrations/workday/test-e/Candidate');
    await screen.findByRole('button', { name: 'Refresh token' });
    expect(screen.queryByRole('button', { name: 'Add endpoint' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit endpoint' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete endpoint' })).not.toBeInTheDocument();
  });
});
