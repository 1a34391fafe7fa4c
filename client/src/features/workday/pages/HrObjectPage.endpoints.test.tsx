import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, makeUser } from '@client/test/stubApi';
import { HrObjectPage } from './HrObjectPage';
import { PRODUCTION, candidateReads, endpoint, renderViewer } from './HrObjectPage.fixtures';

describe(`${HrObjectPage.name} endpoints`, { timeout: 20_000 }, () => {
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
