import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { enhancedApi as publicApi } from '@client/api/generated/public';
import { renderWithProviders } from '@client/test/renderWithProviders';
import { json, storeSession, stubApi } from '@client/test/stubApi';
import { isoDay } from '../utils/rosterDate';
import { RosterDayNav } from './RosterDayNav';

describe('RosterDayNav', () => {
  it("goes to the server's today, not the device's, with Today", async () => {
    storeSession();
    const serverNow = new Date(Date.now() + 10 * 24 * 60 * 60_000);
    const api = stubApi({
      'GET public/now': () => json({ now: serverNow.toISOString(), epochMs: serverNow.getTime() }),
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
    expect(api.paths()).toEqual(['GET public/now']);

    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(isoDay(onChange.mock.calls[0][0] as Date)).toBe(isoDay(serverNow));
  });
});
