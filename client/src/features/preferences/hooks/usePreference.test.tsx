import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@client/app/store';
import {
  apiError,
  json,
  makeUser,
  storeSession,
  stubApi,
  type ApiRoutes,
} from '@client/test/stubApi';
import { sessionStarted } from '@client/features/auth';
import { usePreference } from './usePreference';

const me = makeUser();
const PATH = `private/users/${me.userUuid}/preferences/pda.lbs`;

function renderPreference(routes: ApiRoutes) {
  const api = stubApi(routes);
  storeSession();
  const store = makeStore();
  store.dispatch(sessionStarted(me));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const { result } = renderHook(() => usePreference('pda.lbs', false), { wrapper });
  return { api, result };
}

/** A PUT that answers only when the test says so, to look at the state in between. */
function heldPut(reply: () => Response) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { handler: async () => (await held, reply()), release };
}

describe(usePreference.name, () => {
  it('reads the fallback until a value was saved, then the saved value', async () => {
    const unsaved = renderPreference({ [`GET ${PATH}`]: { key: 'pda.lbs', value: null } });
    expect(unsaved.result.current[0]).toBe(false);
    await waitFor(() => expect(unsaved.api.paths()).toContain(`GET ${PATH}`));
    expect(unsaved.result.current[0]).toBe(false);

    const saved = renderPreference({ [`GET ${PATH}`]: { key: 'pda.lbs', value: true } });
    await waitFor(() => expect(saved.result.current[0]).toBe(true));
  });

  it('shows a new value at once and keeps it when the server accepts it', async () => {
    const put = heldPut(() => json({ key: 'pda.lbs', value: true }));
    const { api, result } = renderPreference({
      [`GET ${PATH}`]: { key: 'pda.lbs', value: false },
      [`PUT ${PATH}`]: put.handler,
    });
    await waitFor(() => expect(api.paths()).toContain(`GET ${PATH}`));
    await waitFor(() => expect(result.current[0]).toBe(false));

    act(() => result.current[1](true));
    await waitFor(() => expect(result.current[0]).toBe(true));
    put.release();
    await waitFor(() => expect(api.paths()).toContain(`PUT ${PATH}`));
    const sent = api.requests.find((r) => r.method === 'PUT')!;
    expect(await sent.clone().json()).toEqual({ value: true });
    expect(result.current[0]).toBe(true);
  });

  it('goes back to the previous value when the server refuses', async () => {
    const put = heldPut(() => apiError(403, 'You may only change your own preferences'));
    const { api, result } = renderPreference({
      [`GET ${PATH}`]: { key: 'pda.lbs', value: false },
      [`PUT ${PATH}`]: put.handler,
    });
    await waitFor(() => expect(api.paths()).toContain(`GET ${PATH}`));

    act(() => result.current[1](true));
    await waitFor(() => expect(result.current[0]).toBe(true));
    put.release();
    await waitFor(() => expect(result.current[0]).toBe(false));
  });

  it('falls back when the preference cannot be read', async () => {
    const { api, result } = renderPreference({ [`GET ${PATH}`]: () => apiError(500, 'down') });
    await waitFor(() => expect(api.paths()).toContain(`GET ${PATH}`));
    expect(result.current[0]).toBe(false);
  });
});
