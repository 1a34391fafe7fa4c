import { useState, type FormEvent } from 'react';

/** Owns the sign-in form's values and verdicts so the page only renders. */
export function useLoginForm() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const canSubmit = username.trim().length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    // The OPAQUE exchange with the server is wired in by the sign-in work.
    setNotice('Sign-in is not available yet.');
  };

  return { username, setUsername, password, setPassword, canSubmit, submit, notice };
}
