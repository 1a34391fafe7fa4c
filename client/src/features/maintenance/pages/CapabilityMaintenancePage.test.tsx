import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@client/test/renderWithProviders';
import { apiError, makeUser, signedInRoutes, stubApi, type ApiRoutes } from '@client/test/stubApi';
import { RequireAuth } from '@client/features/auth';
import type { MaintenanceCapabilityDto } from '../api/maintenanceApi';
import { CapabilityMaintenancePage } from './CapabilityMaintenancePage';

const capability = (code: string, isSummary = false): MaintenanceCapabilityDto => ({
  capabilityUuid: `uuid-${code}`,
  code,
  description: `${code} description`,
  type: 'RANGE_UNITS',
  units: 'KG',
  isSummary,
});

const CATALOGUE = [capability('LIFT'), capability('REACH', true)];

function renderMaintenance(routes: ApiRoutes = {}, me = makeUser()) {
  const api = stubApi({
    ...signedInRoutes(me),
    'GET secure/maint/capabilities': CATALOGUE,
    ...routes,
  });
  return {
    api,
    ...renderWithProviders(
      <RequireAuth>
        <CapabilityMaintenancePage />
      </RequireAuth>,
      { route: '/maintenance/capabilities' },
    ),
  };
}

const summarySwitch = (code: string) => screen.findByRole('switch', { name: `Summary: ${code}` });

describe(CapabilityMaintenancePage.name, { timeout: 20_000 }, () => {
  it('lists the capabilities with their summary switch', async () => {
    renderMaintenance();

    expect(await summarySwitch('LIFT')).not.toBeChecked();
    expect(await summarySwitch('REACH')).toBeChecked();
    expect(screen.getByText('LIFT description')).toBeInTheDocument();
    expect(screen.getByTestId('grid-status')).toHaveTextContent('Total rows: 2');
  });

  it('narrows the list with the search field', async () => {
    const { user } = renderMaintenance();
    await summarySwitch('LIFT');

    await user.type(screen.getByRole('searchbox'), 'reach');
    await waitFor(() =>
      expect(screen.getByTestId('grid-status')).toHaveTextContent('Filtered rows: 1'),
    );
    expect(screen.queryByText('LIFT description')).not.toBeInTheDocument();
  });

  it('flips a switch at once and sends the flag', async () => {
    const { api, user } = renderMaintenance({
      'POST secure/maint/capability/:id/isSummary/:x': { ...capability('LIFT'), isSummary: true },
    });

    await user.click(await summarySwitch('LIFT'));
    expect(await summarySwitch('LIFT')).toBeChecked();
    await waitFor(() =>
      expect(api.paths()).toContain('POST secure/maint/capability/uuid-LIFT/isSummary/true'),
    );
  });

  it('flips it back and says why when the server refuses', async () => {
    const { user } = renderMaintenance({
      'POST secure/maint/capability/:id/isSummary/:x': () => apiError(404, 'Capability not found'),
    });

    await user.click(await summarySwitch('REACH'));
    expect(
      await screen.findByText('Could not change REACH: Capability not found'),
    ).toBeInTheDocument();
    expect(await summarySwitch('REACH')).toBeChecked();
  });

  it('says so when there are no capabilities', async () => {
    renderMaintenance({ 'GET secure/maint/capabilities': [] });

    expect(await screen.findByText('No capabilities.')).toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    renderMaintenance({
      'GET secure/maint/capabilities': () => apiError(503, 'Database unavailable'),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The capabilities could not be loaded: Database unavailable',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('is not for someone without maintenance rights', async () => {
    const premise = makeUser({
      collUserSecurityGroups: [{ securityGroupCode: 'premise:Riverside', userUuid: '1111' }],
    });
    const { api } = renderMaintenance({}, premise);

    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    expect(api.paths()).toEqual(['GET public/me']);
  });
});
