import { CONTACT_ADMINISTRATOR, NO_ACCESS_MESSAGE } from '@domain/messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@client/test/renderWithProviders';
import { apiError, storeSession, stubApi } from '@client/test/stubApi';
import { HomePage } from './HomePage';

const LINK = {
  navLinkUuid: 'l1',
  parentNavLinkUuid: null,
  description: 'Users',
  icon: 'ManageAccounts',
  to: '/users',
  enabled: true,
};

function renderHome(routes: Parameters<typeof stubApi>[0]) {
  storeSession();
  const api = stubApi(routes);
  return { api, ...renderWithProviders(<HomePage />) };
}

describe(HomePage.name, () => {
  it('tells someone without enabled applications to contact their administrator', async () => {
    const { api } = renderHome({
      'GET public/nav-links': [{ ...LINK, enabled: false }],
    });
    expect(await screen.findByText(NO_ACCESS_MESSAGE)).toBeVisible();
    expect(screen.getByText(CONTACT_ADMINISTRATOR)).toBeVisible();
    expect(api.paths()).not.toContain('GET public/change-log');
  });

  it('shows the dated change log, newest first, to someone with applications', async () => {
    renderHome({
      'GET public/nav-links': [LINK],
      'GET public/change-log': [
        { entryDate: '2025-08-20', description: 'Single sign-on enabled' },
        { entryDate: '2025-06-02', description: 'INPROGRESS badge colour changed' },
      ],
    });
    const log = await screen.findByRole('list', { name: 'Change log' });
    const items = within(log).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Single sign-on enabled');
    expect(items[0]).toHaveTextContent(/2025/);
    expect(items[0].querySelector('time')).toHaveAttribute('dateTime', '2025-08-20');
    expect(items[1]).toHaveTextContent('INPROGRESS badge colour changed');
    expect(screen.queryByText(NO_ACCESS_MESSAGE)).toBeNull();
  });

  it('says so when the change log is empty', async () => {
    renderHome({ 'GET public/nav-links': [LINK], 'GET public/change-log': [] });
    expect(await screen.findByText('No changes have been logged yet.')).toBeVisible();
  });

  it('offers a retry when the change log cannot be loaded', async () => {
    renderHome({
      'GET public/nav-links': [LINK],
      'GET public/change-log': () => apiError(503, 'Database unavailable'),
    });
    expect(await screen.findByText(/Database unavailable/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
