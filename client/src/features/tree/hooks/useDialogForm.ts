import { useState } from 'react';
import { useFailureMessage } from '@client/hooks/useFailureMessage';

export type FormErrors<V> = Partial<Record<keyof V, string>>;

/**
 * The shared core of the node dialogs: values, errors shown once a field changed or a save was
 * tried, canSave, and a save that shows the server's message on failure.
 */
export function useDialogForm<V extends object, R>(
  initial: V,
  validate: (values: V) => FormErrors<V>,
  submit: (values: V) => Promise<R>,
  onSaved: (result: R) => void,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const { message: serverError, fail: failServerError, set: setServerError } = useFailureMessage();

  const errors = validate(values);
  const valid = Object.values(errors).every((error) => !error);

  const setField = <F extends keyof V>(field: F, value: V[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
  };

  const errorFor = (field: keyof V) => (touched[field] || tried ? errors[field] : undefined);

  const save = async () => {
    setTried(true);
    if (!valid || saving) return;
    setSaving(true);
    setServerError(null);
    try {
      const result = await submit(values);
      onSaved(result);
    } catch (failure) {
      failServerError(failure);
    } finally {
      setSaving(false);
    }
  };

  return { values, setField, errorFor, canSave: valid && !saving, saving, save, serverError };
}

export type DialogForm<V> = ReturnType<typeof useDialogForm<V & object, unknown>>;
