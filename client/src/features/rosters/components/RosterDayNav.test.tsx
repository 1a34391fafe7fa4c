import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { enhancedApi as publicApi } from '@client/api/generated/public';
import { enhancedApi as treeApi } from '@client/api/generated/tree';
import { renderWithProviders } from '@client/test/renderWithProviders';
import { json, storeSession, stubApi } from '@client/test/stubApi';
import { isoDay } from '../utils/rosterDate';
import { RosterDayNav } from './RosterDayNav';

describe('RosterDayNav', () => {
  it("goes to the site's today by the server's clock, not the device's, with Today", async () => {
    storeSession();
    // Noon UTC: already the next day at Kiritimati (+14), still this one in most zones.
    const serverNow = new Date('2026-11-28T12:00:00Z');
    const api = stubApi({
      'GET public/now': () => json({ now: serverNow.toISOString(), epochMs: serverNow.getTime() }),
      'GET secure/me/clients': () =>
        json([{ nodeUuid: 'c1', description: 'Riverside', timeZone: 'Pacific/Kiritimati' }]),
    });
    const onChange = vi.fn();
    const { user, store } = renderWithProviders(
      <RosterDayNav date={new Date(2026, 0, 5)} onChange={onChange} />,
    );
    // Today is asked once the server's clock is known.
    await waitFor(() =>
      expect(publicApi.endpoints.getNow.select()(store.getState() as never).status).toBe(
        'fulfilled',
      ),
    );
    await waitFor(() =>
      expect(treeApi.endpoints.getMyClients.select()(store.getState() as never).status).toBe(
        'fulfilled',
      ),
    );
    expect(api.paths()).toContain('GET secure/me/clients');

    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(isoDay(onChange.mock.calls[0][0] as Date)).toBe('2026-11-29');
  });
});
