import { GENERIC_ERROR } from '@domain/messages';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useLazyForgotPasswordQuery } from '../api/authApi';
import { authErrorMessage } from '../utils/authErrors';
import { randomRequestId } from '../utils/randomTokens';

/** Owns the forgotten-password form: one required e-mail address, then the neutral page. */
export function useForgotForm() {
  const navigate = useNavigate();
  const [forgotPassword] = useLazyForgotPasswordQuery();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trimmed = email.trim();
  const canSubmit = trimmed.length > 0 && !sending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setSending(true);
    setError(null);
    try {
      await forgotPassword({ email: trimmed, requestId: randomRequestId() }).unwrap();
      navigate('/forgot-success');
    } catch (failure) {
      setError(authErrorMessage(failure, GENERIC_ERROR));
      setSending(false);
    }
  };

  return { email, setEmail, sending, canSubmit, submit, error };
}
