import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '@client/app/store';
import { apiError, makeUser, storeSession, stubApi } from '@client/test/stubApi';
import { useUserForm } from './useUserForm';

function renderForm(user = null as ReturnType<typeof makeUser> | null) {
  const onSaved = vi.fn();
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const { result } = renderHook(() => useUserForm(user, onSaved), { wrapper });
  return { result, onSaved };
}

describe(useUserForm.name, () => {
  it('shows no error before a field is left', () => {
    const { result } = renderForm();

    expect(result.current.errorFor('emailAddress')).toBeUndefined();
    expect(result.current.canSave).toBe(false);
  });

  it("shows the seed's texts for fields left empty or wrong", () => {
    const { result } = renderForm();

    act(() => result.current.setField('emailAddress', 'jane'));
    act(() => result.current.leaveField('emailAddress'));
    act(() => result.current.leaveField('firstName'));
    act(() => result.current.leaveField('lastName'));

    expect(result.current.errorFor('emailAddress')).toBe('Invalid email');
    expect(result.current.errorFor('firstName')).toBe('First name required');
    expect(result.current.errorFor('lastName')).toBe('Last name required');
  });

  it('fills both names from first.last@ when leaving the e-mail field', () => {
    const { result } = renderForm();

    act(() => result.current.setField('emailAddress', 'jane.doe@example.com'));
    expect(result.current.values.firstName).toBe('');
    act(() => result.current.leaveField('emailAddress'));

    expect(result.current.values.firstName).toBe('Jane');
    expect(result.current.values.lastName).toBe('Doe');
    expect(result.current.canSave).toBe(true);
  });

  it('leaves the names alone when one is already typed', () => {
    const { result } = renderForm();

    act(() => result.current.setField('lastName', 'Smith'));
    act(() => result.current.setField('emailAddress', 'jane.doe@example.com'));
    act(() => result.current.leaveField('emailAddress'));

    expect(result.current.values.firstName).toBe('');
    expect(result.current.values.lastName).toBe('Smith');
  });

  it('shows every error when saving an incomplete form, without calling the server', async () => {
    const api = stubApi({});
    const { result } = renderForm();

    await act(() => result.current.save());

    expect(result.current.errorFor('emailAddress')).toBe('Invalid email');
    expect(result.current.errorFor('firstName')).toBe('First name required');
    expect(api.paths()).toEqual([]);
  });

  it('creates a user with trimmed values and the chosen groups', async () => {
    storeSession();
    const created = makeUser({ userCode: 'jane.doe@example.com' });
    const api = stubApi({ 'POST secure/admin/users': created });
    const { result, onSaved } = renderForm();

    act(() => result.current.setField('emailAddress', ' jane.doe@example.com '));
    act(() => result.current.leaveField('emailAddress'));
    act(() => result.current.setField('securityGroupCodes', ['recruiter:Riverside']));
    await act(() => result.current.save());

    expect(onSaved).toHaveBeenCalledWith(created);
    expect(await api.requests[0].json()).toEqual({
      emailAddress: 'jane.doe@example.com',
      firstName: 'Jane',
      lastName: 'Doe',
      securityGroupCodes: ['recruiter:Riverside'],
    });
  });

  it('edits the given user and keeps the server message on failure', async () => {
    storeSession();
    const user = makeUser();
    const api = stubApi({
      'POST secure/admin/users/:id': () =>
        apiError(409, 'A user with this username or e-mail address already exists'),
    });
    const { result, onSaved } = renderForm(user);

    expect(result.current.values.securityGroupCodes).toEqual(['premise:admin']);
    await act(() => result.current.save());

    expect(api.paths()).toEqual([`POST secure/admin/users/${user.userUuid}`]);
    expect(result.current.serverError).toBe(
      'A user with this username or e-mail address already exists',
    );
    expect(onSaved).not.toHaveBeenCalled();
  });
});
