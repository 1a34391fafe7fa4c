import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@client/app/store';
import { storeSession, stubApi } from '@client/test/stubApi';
import { sessionStarted } from '@client/features/auth';
import { lbsPreference, LBS_PREFERENCE_PATH, ME } from '../test/pdaFixtures';
import { usePdaViewToggles } from './usePdaViewToggles';

function renderToggles(editAllowed: boolean, savedLbs = false) {
  const api = stubApi(lbsPreference(savedLbs));
  storeSession();
  const store = makeStore();
  store.dispatch(sessionStarted(ME));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const { result } = renderHook(() => usePdaViewToggles(editAllowed), { wrapper });
  return { api, result };
}

describe(usePdaViewToggles.name, () => {
  it('reads lbs from the saved preference', async () => {
    const { result } = renderToggles(true, true);
    await waitFor(() => expect(result.current.lbs).toBe(true));
  });

  it('saves a new lbs choice for the person, shown at once', async () => {
    const { api, result } = renderToggles(true);
    await waitFor(() => expect(api.paths()).toContain(`GET ${LBS_PREFERENCE_PATH}`));
    await waitFor(() => expect(result.current.lbs).toBe(false));

    act(() => result.current.setLbs(true));

    await waitFor(() => expect(result.current.lbs).toBe(true));
    await waitFor(() => expect(api.paths()).toContain(`PUT ${LBS_PREFERENCE_PATH}`));
    const put = api.requests.find((r) => r.method === 'PUT')!;
    expect(await put.clone().json()).toEqual({ value: true });
  });

  it('turns show-all on with edit mode, and keeps edit mode off when editing is not allowed', () => {
    const allowed = renderToggles(true);
    act(() => allowed.result.current.setEditing(true));
    expect(allowed.result.current.editing).toBe(true);
    expect(allowed.result.current.showAll).toBe(true);

    const refused = renderToggles(false);
    act(() => refused.result.current.setEditing(true));
    expect(refused.result.current.editing).toBe(false);
    expect(refused.result.current.showAll).toBe(false);
  });
});
