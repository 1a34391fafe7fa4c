import { useState } from 'react';
import { useFailureMessage } from '@client/hooks/useFailureMessage';
import { useCreateUserMutation, useUpdateUserMutation, type UserDto } from '../api/usersApi';
import {
  namesFromEmail,
  validateUserForm,
  type UserFormField,
  type UserFormValues,
} from '../utils/userFormRules';

function initialValues(user: UserDto | null): UserFormValues {
  return {
    userCode: user?.userCode ?? '',
    emailAddress: user?.emailAddress ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    securityGroupCodes: user?.collUserSecurityGroups.map((g) => g.securityGroupCode) ?? [],
  };
}

/**
 * Owns the add/edit user dialog: values, the seed's validation texts (shown once a field was
 * left or a save tried), the name autofill from first.last@ addresses, and the save.
 */
export function useUserForm(user: UserDto | null, onSaved: (saved: UserDto) => void) {
  const [values, setValues] = useState(() => initialValues(user));
  const [visited, setVisited] = useState<Partial<Record<UserFormField, boolean>>>({});
  const [triedToSave, setTriedToSave] = useState(false);
  const { message: serverError, fail: failServerError, set: setServerError } = useFailureMessage();
  const [createUser, createState] = useCreateUserMutation();
  const [updateUser, updateState] = useUpdateUserMutation();

  const errors = validateUserForm(values);
  const valid = Object.keys(errors).length === 0;
  const saving = createState.isLoading || updateState.isLoading;

  const setField = <F extends keyof UserFormValues>(field: F, value: UserFormValues[F]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const leaveField = (field: UserFormField) => {
    setVisited((current) => ({ ...current, [field]: true }));
    if (field !== 'emailAddress') return;
    setValues((current) => {
      if (current.firstName.trim() || current.lastName.trim()) return current;
      const names = namesFromEmail(current.emailAddress);
      return names ? { ...current, ...names } : current;
    });
  };

  const errorFor = (field: UserFormField) =>
    visited[field] || triedToSave ? errors[field] : undefined;

  const save = async () => {
    setTriedToSave(true);
    if (!valid || saving) return;
    setServerError(null);
    const userCode = values.userCode.trim();
    const saveUserDto = {
      ...(userCode ? { userCode } : {}),
      emailAddress: values.emailAddress.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      securityGroupCodes: values.securityGroupCodes,
    };
    try {
      const saved = user
        ? await updateUser({ id: user.userUuid, saveUserDto }).unwrap()
        : await createUser({ saveUserDto }).unwrap();
      onSaved(saved);
    } catch (failure) {
      failServerError(failure);
    }
  };

  return {
    isEdit: user !== null,
    values,
    setField,
    leaveField,
    errorFor,
    canSave: valid && !saving,
    saving,
    save,
    serverError,
  };
}
