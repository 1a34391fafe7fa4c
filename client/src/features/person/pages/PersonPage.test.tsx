import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, makeUserIn } from '@client/test/stubApi';
import { PersonPage } from './PersonPage';
import { activeLabel, HR, PERSON, renderPerson, stepLabels } from './personTestData';

describe(PersonPage.name, { timeout: 20_000 }, () => {
  it('shows the candidate, their IDs, the application’s stage and profile', async () => {
    renderPerson();
    expect(await screen.findByRole('heading', { level: 1, name: 'Moreno, Ava' })).toBeVisible();
    expect(screen.getByText('Workday Candidate ID: CAND-1234567')).toBeInTheDocument();
    await screen.findByText('ASSESSMENT');
    expect(stepLabels()).toEqual([
      'REVIEW',
      'SCREEN',
      'ASSESSMENT',
      'INTERVIEW',
      'BACKGROUND',
      'HIRING POOL (REFERENCE)',
      'OFFER',
      'DISPOSITION',
    ]);
    expect(activeLabel()).toBe('ASSESSMENT');
    const profile = screen.getByRole('region', { name: 'Placement profile' });
    expect(within(profile).getByLabelText('Days notice (0-365)')).toHaveValue('14');
  });

  it('links an admin to the match reasons of any person, with or without job applications', async () => {
    renderPerson({ 'GET secure/person-app/:id': { ...HR, candidates: [] } });
    expect(
      await screen.findByText('The HR system has no job application of this person.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Match reasons' })).toHaveAttribute(
      'href',
      `/reasons/${PERSON}`,
    );
  });

  it('offers no match reasons to staffing, who may not read them', async () => {
    renderPerson({}, makeUserIn('staffing:c1'));
    await screen.findByText('ASSESSMENT');
    expect(screen.queryByRole('link', { name: 'Match reasons' })).not.toBeInTheDocument();
  });

  it("lists the person's self-schedules, pre-hires and workers from the HR system", async () => {
    renderPerson();
    const slots = await screen.findByRole('table', { name: 'Self-schedules' });
    expect(within(slots).getByText('PPT Assessment (Assessment)')).toBeVisible();
    expect(within(slots).getByText('90 min')).toBeVisible();
    const preHires = await screen.findByRole('table', { name: 'Pre-hires' });
    expect(within(preHires).getByText('P-1234567')).toBeVisible();
    expect(within(preHires).getByRole('link', { name: 'CAND-1234567' })).toHaveAttribute(
      'href',
      '/integrations/workday/e1/Candidate/CAND-1234567',
    );
    expect(await screen.findByText('The HR system has no worker of this name.')).toBeVisible();
  });

  it('follows the job application picked: its last step and its own profile', async () => {
    const { user } = renderPerson();
    await user.click(await screen.findByRole('combobox', { name: 'Job application' }));
    await user.click(screen.getByRole('option', { name: 'Painter (JA-2)' }));
    expect(await screen.findByText('REJECTED')).toBeInTheDocument();
    expect(activeLabel()).toBe('REJECTED');
    expect(screen.getByLabelText('Days notice (0-365)')).toHaveValue('');
  });

  it('refuses a days notice beyond 365 before sending, and saves a valid one', async () => {
    const { user, api } = renderPerson({}, makeUserIn('staffing:c1'));
    const notice = await screen.findByLabelText('Days notice (0-365)');
    await user.clear(notice);
    await user.type(notice, '400');
    await user.tab();
    expect(
      await screen.findByText('Days notice must be a whole number from 0 to 365'),
    ).toBeInTheDocument();
    expect(api.paths().some((p) => p.startsWith('PATCH'))).toBe(false);
    await user.clear(notice);
    await user.type(notice, '30');
    await user.tab();
    await waitFor(() =>
      expect(api.paths()).toContain(
        'PATCH secure/person/' + PERSON + '/meta/days_notice_requested_w1/30',
      ),
    );
  });

  it('syncs the candidate from the HR system and says what changed', async () => {
    const { user } = renderPerson({}, makeUserIn('staffing:c1'));
    await user.click(await screen.findByRole('button', { name: 'Sync from HR' }));
    expect(await screen.findByText('Synchronised from the HR system: Email')).toBeInTheDocument();
  });

  it('is read-only for recruiters, and leaves HR out for premise users', async () => {
    const recruiter = renderPerson({}, makeUserIn('recruiter:c1'));
    expect(await screen.findByLabelText('Days notice (0-365)')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Sync from HR' })).not.toBeInTheDocument();
    recruiter.unmount();
    const premise = renderPerson({}, makeUserIn('premise:c1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Moreno, Ava' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Job applications' })).not.toBeInTheDocument();
    expect(premise.api.paths().some((p) => p.includes('person-app'))).toBe(false);
  });

  it('shows HR failures with a retry', async () => {
    renderPerson({ 'GET secure/person-app/:id': () => apiError(502, 'Workday did not answer') });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The HR data could not be loaded: Workday did not answer',
    );
  });
});
