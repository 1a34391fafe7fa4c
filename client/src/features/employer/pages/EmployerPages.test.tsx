import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { EmployerJobDto, EmployerJobPeopleDto } from '../api/employerApi';
import { renderWithProviders } from '@client/test/renderWithProviders';
import {
  apiError,
  makeUserIn,
  signedInRoutes,
  stubApi,
  type ApiRoutes,
} from '@client/test/stubApi';
import { RequireAuth } from '@client/features/auth';
import { EmployerJobPage } from './EmployerJobPage';
import { EmployerJobsPage } from './EmployerJobsPage';

const CLIENT = '22222222-3333-4444-8555-666666666666';
const NODE = '66666666-7777-4888-8999-000000000000';
const JOB: EmployerJobDto = {
  nodeUuid: NODE,
  description: 'Door fitting',
  path: 'Assembly / Doors',
  openings: 3,
  firstClassDate: '2026-12-03',
  analysed: true,
  fit: 1,
  notFit: 1,
  notAssessed: 1,
};
const PEOPLE: EmployerJobPeopleDto = {
  job: JOB,
  total: 3,
  page: 1,
  pageSize: 50,
  people: [
    {
      personUuid: 'p1',
      firstName: 'Ava',
      lastName: 'Adams',
      idNumber: 'A-1',
      fitness: 'FIT',
      assessedOn: '2026-10-01',
      missedDemands: [],
      why: 'matches the job',
    },
    {
      personUuid: 'p2',
      firstName: 'Ben',
      lastName: 'Baker',
      idNumber: 'A-2',
      fitness: 'NOT_FIT',
      assessedOn: '2026-10-27',
      missedDemands: [{ words: 'lift floor to waist', notMeasured: false }],
      why: 'does not match the job: misses lift floor to waist',
    },
    {
      personUuid: 'p3',
      firstName: 'Cleo',
      lastName: 'Cole',
      idNumber: null,
      fitness: 'NOT_ASSESSED',
      assessedOn: null,
      missedDemands: [],
      why: 'not assessed yet',
    },
  ],
};
const employer = makeUserIn('employer:Riverside');

function renderAt(path: string, routes: ApiRoutes = {}, user = employer) {
  const api = stubApi({
    ...signedInRoutes(user),
    'GET secure/employer/clients': [{ nodeUuid: CLIENT, description: 'Riverside Assembly' }],
    'GET secure/employer/clients/:id/jobs': [JOB],
    'GET secure/employer/jobs/:id/people': PEOPLE,
    ...routes,
  });
  const { user: person } = renderWithProviders(
    <RequireAuth>
      <Routes>
        <Route path="/employer" element={<EmployerJobsPage />} />
        <Route path="/employer/jobs/:nodeUuid" element={<EmployerJobPage />} />
      </Routes>
    </RequireAuth>,
    { route: path },
  );
  return { api, person };
}

describe(EmployerJobsPage.name, { timeout: 20_000 }, () => {
  it("lists the client's open jobs with their counts and a link to each", async () => {
    renderAt('/employer');
    const jobs = await screen.findByRole('list', { name: 'Open jobs' });
    expect(within(jobs).getByRole('link')).toHaveAttribute('href', `/employer/jobs/${NODE}`);
    expect(jobs).toHaveTextContent('3 openings');
    expect(jobs).toHaveTextContent('1 fit1 not fit1 not assessed');
    // Which people these counts are of, beside match statistics' pool members.
    expect(
      screen.getByText(
        /Each job counts every person of the client site, in a candidate pool or not/,
      ),
    ).toBeVisible();
  });

  it('says when there are no open jobs', async () => {
    renderAt('/employer', { 'GET secure/employer/clients/:id/jobs': [] });
    expect(await screen.findByText(/There are no open jobs/)).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    renderAt('/employer', {
      'GET secure/employer/clients/:id/jobs': () => apiError(503, 'Database unavailable'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The open jobs could not be loaded: Database unavailable',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('tells staff the page is not for them, without asking the server', async () => {
    const { api } = renderAt('/employer', {}, makeUserIn('premise:Riverside'));
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    expect(api.paths()).toEqual(['GET public/me']);
  });
});

describe(EmployerJobPage.name, { timeout: 20_000 }, () => {
  it('shows each person fit / not fit / not assessed, the day and the missed demands, no links', async () => {
    renderAt(`/employer/jobs/${NODE}`);
    const people = await screen.findByRole('list', { name: 'People' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Door fitting');
    const rows = within(people).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Adams, AvaID A-1Fit');
    expect(rows[1]).toHaveTextContent('does not match the job: misses lift floor to waist');
    expect(rows[2]).toHaveTextContent('Never assessed');
    expect(within(people).queryByRole('link')).not.toBeInTheDocument();
  });

  it('asks the server for one verdict when filtered', async () => {
    const { api, person } = renderAt(`/employer/jobs/${NODE}`);
    await screen.findByRole('list', { name: 'People' });
    await person.click(screen.getByRole('button', { name: 'Not fit' }));
    expect(api.requests.some((r) => new URL(r.url).searchParams.get('fitness') === 'NOT_FIT')).toBe(
      true,
    );
  });

  it('says when nobody is left to show', async () => {
    renderAt(`/employer/jobs/${NODE}`, {
      'GET secure/employer/jobs/:id/people': { ...PEOPLE, total: 0, people: [] },
    });
    expect(await screen.findByText('Nobody to show here.')).toBeInTheDocument();
  });
});
