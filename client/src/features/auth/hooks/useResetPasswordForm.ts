import { PASSWORDS_MUST_MATCH } from '@domain/messages';
import { isCommonPassword, passwordChecklist, passwordStrength } from '@domain/password';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  useLazyRegisterWithoutPasswordV2Query,
  useLazyResetPasswordQuery,
  useLookupUserByTokenQuery,
} from '../api/authApi';
import { isQueryError } from '../utils/authErrors';
import { loadOpaque } from '../utils/opaque';

/**
 * Owns the reset (and invitation) form: the token's username, the checklist and strength of the
 * new password, and the OPAQUE registration that stores it. The password and the export key
 * never leave the browser; only the registration record does.
 */
export function useResetPasswordForm(token: string) {
  const navigate = useNavigate();
  const lookup = useLookupUserByTokenQuery({ token }, { skip: !token });
  const [registerWithoutPassword] = useLazyRegisterWithoutPasswordV2Query();
  const [storeRecord] = useLazyResetPasswordQuery();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [saving, setSaving] = useState(false);

  const userCode = lookup.data?.userCode ?? '';
  const checklist = passwordChecklist(password);
  const strength = passwordStrength(password);
  const common = password.length > 0 && isCommonPassword(password);
  const mismatch = confirmation.length > 0 && confirmation !== password;
  const canSave = !saving && userCode !== '' && strength === 1 && confirmation === password;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    setSaving(true);
    try {
      const opaque = await loadOpaque();
      const { clientRegistrationState, registrationRequest } = opaque.client.startRegistration({
        password,
      });
      const { response } = await registerWithoutPassword({
        username: userCode,
        request: registrationRequest,
      }).unwrap();
      const { registrationRecord } = opaque.client.finishRegistration({
        clientRegistrationState,
        registrationResponse: response,
        password,
      });
      await storeRecord({ token, record: registrationRecord }).unwrap();
      navigate('/reset-success', { replace: true });
    } catch (failure) {
      if (!isQueryError(failure))
        console.error('Setting the password failed in the browser', failure);
      navigate('/reset-failed', { replace: true });
    }
  };

  return {
    linkInvalid: !token || lookup.isError,
    loading: lookup.isLoading,
    userCode,
    password,
    setPassword,
    confirmation,
    setConfirmation,
    checklist,
    strength,
    common,
    mismatchMessage: mismatch ? PASSWORDS_MUST_MATCH : null,
    saving,
    canSave,
    save,
  };
}
