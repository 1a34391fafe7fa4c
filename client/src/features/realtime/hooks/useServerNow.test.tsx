import { POLL_SERVER_TIMESTAMP_MS } from '@domain/timing';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@client/test/renderWithProviders';
import { json, storeSession, stubApi } from '@client/test/stubApi';
import { useServerNow } from './useServerNow';

const DAY_MS = 24 * 60 * 60_000;

function Clock() {
  const now = useServerNow();
  return <div data-testid="server-day">{now().toISOString().slice(0, 10)}</div>;
}

describe(useServerNow.name, () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it("tells the time by the server's clock, read again every 60 s", async () => {
    storeSession();
    // The server is three days ahead of this device.
    const api = stubApi({
      'GET public/now': () => {
        const epochMs = Date.now() + 3 * DAY_MS;
        return json({ now: new Date(epochMs).toISOString(), epochMs });
      },
    });
    renderWithProviders(<Clock />);
    const serverDay = new Date(Date.now() + 3 * DAY_MS).toISOString().slice(0, 10);
    expect(await screen.findByText(serverDay)).toBeInTheDocument();

    const reads = () => api.paths().filter((path) => path === 'GET public/now').length;
    expect(reads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(POLL_SERVER_TIMESTAMP_MS - 100));
    expect(reads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(reads()).toBe(2);
  });
});
