import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, makeUserIn } from '@client/test/stubApi';
import { HR, renderPerson } from './personTestData';

// The sections every candidate has, with or without HR data (issue 32 item 7).
describe('PersonPage without HR data', { timeout: 20_000 }, () => {
  it('shows the exams, each opening its exam on the site’s roster day, and the jobs they fit', async () => {
    renderPerson(
      { 'GET secure/person-app/:id': { ...HR, candidates: [] } },
      makeUserIn('premise:c1'),
    );
    const exams = await screen.findByRole('list', { name: 'Exams' });
    const link = within(exams).getByRole('link', { name: 'PPT Assessment' });
    // 06:30 UTC is 22:30 of the 25th in Los Angeles.
    expect(link).toHaveAttribute('href', '/rosters/2026/11/25/e-1');
    expect(within(exams).getByText('Complete')).toBeVisible();
    expect(within(exams).getByText('Lakeview Assessment Centre, Room 2')).toBeVisible();
    expect(await screen.findByText('Fits 2 of 40 analysed jobs.')).toBeVisible();
    const jobs = screen.getByRole('list', { name: 'Jobs they fit' });
    expect(within(jobs).getByText('Install brake lines 2B-3')).toBeVisible();
    expect(within(jobs).getByText('Assembly / Trim 2')).toBeVisible();
  });

  it('says when nothing is there yet, and leaves exams out for staffing, who do not read rosters', async () => {
    const { api } = renderPerson(
      {
        'GET secure/person/:id/fitting-jobs': { assessed: false, analysedJobs: 40, jobs: [] },
      },
      makeUserIn('staffing:c1'),
    );
    expect(
      await screen.findByText('Not assessed yet: no finalized PPT exam to compare.'),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Exams' })).not.toBeInTheDocument();
    expect(api.paths().some((p) => p.endsWith('/exams'))).toBe(false);
  });

  it('says that no exam is scheduled, and names a failed read of the jobs with a retry', async () => {
    renderPerson(
      {
        'GET secure/person/:id/exams': [],
        'GET secure/person/:id/fitting-jobs': () => apiError(503, 'The database is unavailable'),
      },
      makeUserIn('premise:c1'),
    );
    expect(await screen.findByText('No exam has been scheduled.')).toBeVisible();
    expect(
      await screen.findByText(/The jobs they fit could not be loaded: The database is unavailable/),
    ).toBeVisible();
  });
});
