import { POLL_SESSIONS_MS } from '@domain/timing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionDto } from '@client/api/generated/sessions';
import { renderWithProviders } from '@client/test/renderWithProviders';
import { json, storeSession, stubApi } from '@client/test/stubApi';
import { ConnectionStatus } from './ConnectionStatus';

const OTHER = '22222222-2222-4222-8222-222222222222';

function session(id: string, current: boolean, userAgent: string): SessionDto {
  return {
    id,
    isOpen: true,
    userCode: 'admin',
    userUuid: 'u-1',
    created: '2026-11-25T08:00:00.000Z',
    lastSeen: '2026-11-25T09:00:00.000Z',
    expiresAt: '2026-11-25T10:00:00.000Z',
    userAgent,
    address: '127.0.0.1',
    userProperties: {},
    current,
  };
}

describe('Your sessions (connection popover)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('reads them every 60 s, lists this device and ends another one', async () => {
    storeSession();
    let mine = [
      session(
        '11111111-1111-4111-8111-111111111111',
        true,
        'Mozilla/5.0 (X11; Linux) Chrome/130.0',
      ),
      session(OTHER, false, 'Mozilla/5.0 (iPad; CPU OS 17) Safari/605.1'),
    ];
    const api = stubApi({
      'GET public/rpc/sessions': [],
      'GET private/sessions': () => json(mine),
      'DELETE private/sessions/:id': (_request: Request, [id]: string[]) => {
        mine = mine.filter((s) => s.id !== id);
        return json({ loggedIn: false });
      },
    });
    const { user } = renderWithProviders(<ConnectionStatus state="open" />);
    const reads = () => api.paths().filter((path) => path === 'GET private/sessions').length;
    await waitFor(() => expect(reads()).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(POLL_SESSIONS_MS));
    expect(reads()).toBe(2);

    await user.click(screen.getByRole('button', { name: /^Connection:/ }));
    const list = await screen.findByRole('list', { name: 'Your sessions' });
    await waitFor(() => expect(within(list).getAllByTestId('my-session')).toHaveLength(2));
    expect(within(list).getByText('This device')).toBeInTheDocument();

    await user.click(
      within(list).getByRole('button', { name: 'End the session on Safari on iPad' }),
    );
    await waitFor(() => expect(within(list).getAllByTestId('my-session')).toHaveLength(1));
    expect(api.paths()).toContain(`DELETE private/sessions/${OTHER}`);
  });
});
