import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '@client/app/store';
import { apiError, json, storeSession, stubApi } from '@client/test/stubApi';
import { makeNode, makePermission, NODE_UUID } from '../test/treeFixtures';
import { NAME_REQUIRED, NAME_UNCHANGED, VARIATION_REQUIRED } from '../utils/nodeRules';
import { useCreatePdaForm, useRenameForm } from './useNodeDialogForms';

function wrapper({ children }: { children: ReactNode }) {
  return <Provider store={makeStore()}>{children}</Provider>;
}

describe(useRenameForm.name, () => {
  it('needs a non-empty name that differs from the current one', async () => {
    const api = stubApi({});
    const onSaved = vi.fn();
    const { result } = renderHook(() => useRenameForm(makeNode(), onSaved), { wrapper });

    expect(result.current.canSave).toBe(false);
    await act(() => result.current.save());
    expect(result.current.errorFor('name')).toBe(NAME_UNCHANGED);

    act(() => result.current.setField('name', '   '));
    expect(result.current.errorFor('name')).toBe(NAME_REQUIRED);
    act(() => result.current.setField('name', ' Assembly Team  '));
    expect(result.current.errorFor('name')).toBe(NAME_UNCHANGED);
    expect(api.paths()).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('sends the trimmed name and shows the server message on failure', async () => {
    storeSession();
    let calls = 0;
    const api = stubApi({
      [`PATCH private/nodes/:id/_actions/rename`]: async (request: Request) => {
        calls += 1;
        if (calls === 1) return apiError(409, 'A sibling already has that name');
        return json(makeNode({ description: ((await request.json()) as { name: string }).name }));
      },
    });
    const onSaved = vi.fn();
    const { result } = renderHook(() => useRenameForm(makeNode(), onSaved), { wrapper });

    act(() => result.current.setField('name', '  Paint Team '));
    expect(result.current.canSave).toBe(true);
    await act(() => result.current.save());
    expect(result.current.serverError).toBe('A sibling already has that name');
    expect(onSaved).not.toHaveBeenCalled();

    await act(() => result.current.save());
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ description: 'Paint Team' }));
    expect(api.paths()).toEqual([
      `PATCH private/nodes/${NODE_UUID}/_actions/rename`,
      `PATCH private/nodes/${NODE_UUID}/_actions/rename`,
    ]);
  });
});

describe(useCreatePdaForm.name, () => {
  it('needs at least one variation and sends them comma-joined', async () => {
    storeSession();
    const api = stubApi({
      'PATCH private/nodes/:id/_actions/create-pda/:type/:name/:variations': { pdaUuid: 'new' },
    });
    const onSaved = vi.fn();
    const { result } = renderHook(() => useCreatePdaForm(makeNode(), makePermission(), onSaved), {
      wrapper,
    });

    // The only PDA type is chosen already.
    expect(result.current.values.pdaTypeUuid).toBe('type-1');
    act(() => result.current.setField('name', ' Fit door '));
    expect(result.current.canSave).toBe(false);
    await act(() => result.current.save());
    expect(result.current.errorFor('variationUuids')).toBe(VARIATION_REQUIRED);
    expect(api.paths()).toEqual([]);

    act(() => result.current.setField('variationUuids', ['var-1', 'var-2']));
    await act(() => result.current.save());
    expect(onSaved).toHaveBeenCalledWith({ pdaUuid: 'new' });
    expect(api.paths()).toEqual([
      `PATCH private/nodes/${NODE_UUID}/_actions/create-pda/type-1/Fit%20door/var-1%2Cvar-2`,
    ]);
  });
});
