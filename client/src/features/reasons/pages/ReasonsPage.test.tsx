import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PersonPdaDto, ReasonsDto } from '../api/reasonsApi';
import { renderWithProviders } from '@client/test/renderWithProviders';
import {
  apiError,
  json,
  makeUser,
  signedInRoutes,
  stubApi,
  type ApiRoutes,
} from '@client/test/stubApi';
import { RequireAuth } from '@client/features/auth';
import { ReasonsPage } from './ReasonsPage';

const PERSON = '66666666-7777-4888-8999-000000000000';
const rule = (code: string, satisfied: boolean, personValue: string | null, pdaValue: string) => ({
  capabilityUuid: `cap-${code}`,
  code,
  description: code,
  satisfied,
  personValue,
  pdaValue,
  details: satisfied ? 'met' : personValue === null ? 'not measured' : 'missed',
});
const pda = (name: string, rules: ReturnType<typeof rule>[]): PersonPdaDto => {
  const met = rules.filter((r) => r.satisfied).length;
  return {
    aPDA: { pdaUuid: `pda-${name}`, description: name, pdaStatusEnum: 'COMPLETED' },
    aTreeNode: { nodeUuid: `n-${name}`, description: name, path: `Riverside / ${name}` },
    satisfied: met === rules.length,
    percentSatisfied: (100 * met) / rules.length,
    collPersonPDACapabilitys: rules,
  };
};
const REASONS: ReasonsDto = {
  personUuid: PERSON,
  firstName: 'Ava',
  lastName: 'Adams',
  measuredAt: '2026-11-25T08:00:00.000Z',
  collPersonPDAs: [
    pda('Door fitting', [
      rule('LIFT', true, '40', '30'),
      rule('REACH', false, null, '10'),
      rule('GRIP', false, '20', '1.7976931348623157E308'),
    ]),
    pda('Seat install', [rule('LIFT', true, '40', '20')]),
  ],
};
const premise = makeUser({
  userCode: 'premise',
  collUserSecurityGroups: [{ securityGroupCode: 'premise:Riverside', userUuid: '1111' }],
});

function renderReasons(routes: ApiRoutes = {}, me = makeUser(), path = `/reasons/${PERSON}`) {
  const api = stubApi({
    ...signedInRoutes(me),
    'GET secure/reasons/byPerson/:id': REASONS,
    ...routes,
  });
  return {
    api,
    ...renderWithProviders(
      <RequireAuth>
        <Routes>
          <Route path="/reasons/*" element={<ReasonsPage />} />
        </Routes>
      </RequireAuth>,
      { route: path },
    ),
  };
}

describe(ReasonsPage.name, { timeout: 20_000 }, () => {
  it('shows the PDAs not satisfied, with their failing rules and a percent with 2 decimals', async () => {
    renderReasons();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reasons: Adams, Ava' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('reasons-summary')).toHaveTextContent('1 of 2 active PDAs satisfied');
    const door = screen.getByRole('region', { name: 'Door fitting' });
    expect(within(door).getByTestId('pda-percent')).toHaveTextContent('33.33%');
    expect(within(door).getByText('not measured')).toBeInTheDocument();
    expect(within(door).getByText('Infinity')).toBeInTheDocument();
    expect(within(door).queryByText('LIFT')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Seat install' })).not.toBeInTheDocument();
  });

  it("links the person's score PDF for each PDA's job (by person and node)", async () => {
    renderReasons();
    const door = await screen.findByRole('region', { name: 'Door fitting' });
    expect(within(door).getByRole('link', { name: 'Score PDF for Door fitting' })).toHaveAttribute(
      'href',
      expect.stringMatching(
        new RegExp(
          `^/api/v1/pdf/ppt\\.pdf\\?person_uuid=${PERSON}&node_uuid=n-Door%20fitting&jwt=`,
        ),
      ),
    );
  });

  it('shows satisfied PDAs and rules when asked', async () => {
    const { user } = renderReasons();
    await screen.findByRole('region', { name: 'Door fitting' });
    await user.click(screen.getByRole('switch', { name: 'Show satisfied PDAs' }));
    const seat = screen.getByRole('region', { name: 'Seat install' });
    expect(within(seat).getByText('Every demand is met.')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Show satisfied rules' }));
    expect(within(seat).getByText('LIFT')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Door fitting' })).getByText('LIFT'),
    ).toBeInTheDocument();
  });

  it('refreshes every 5 seconds', async () => {
    let calls = 0;
    renderReasons({ 'GET secure/reasons/byPerson/:id': () => (calls++, json(REASONS)) });
    await screen.findByRole('region', { name: 'Door fitting' });
    await waitFor(() => expect(calls).toBeGreaterThanOrEqual(2), { timeout: 7000 });
  });

  it('shows a failure with a retry, and is for admins only', async () => {
    renderReasons({
      'GET secure/reasons/byPerson/:id': () => apiError(503, 'Database unavailable'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The reasons could not be loaded: Database unavailable',
    );
  });

  it('tells a premise user the page is not for them, without asking the server', async () => {
    const { api } = renderReasons({}, premise);
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    expect(api.paths()).toEqual(['GET public/me']);
  });
});
