import { pdaDescriptionProblem } from '@domain/rules';
import { useState } from 'react';
import { queryErrorMessage } from '@client/api/describeQueryError';
import { useSetPdaDescriptionMutation, type PdaDto } from '../api/pdaApi';

/**
 * The PDA description editor (seed 000 setPDADescription): a draft checked by the shared rule,
 * saved with the server's answer as the new name; a failure keeps the draft and the message.
 */
export function usePdaDescription(pda: Pick<PdaDto, 'pdaUuid' | 'description'>) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [setDescription, { isLoading: saving }] = useSetPdaDescriptionMutation();

  const editing = draft !== null;
  const text = draft ?? pda.description;
  const problem = editing ? pdaDescriptionProblem(text) : undefined;
  const unchanged = text.trim() === pda.description;

  const start = () => {
    setDraft(pda.description);
    setError(null);
  };
  const cancel = () => {
    if (saving) return;
    setDraft(null);
    setError(null);
  };
  const save = async () => {
    if (!editing || saving || problem || unchanged) return;
    setError(null);
    try {
      await setDescription({ id: pda.pdaUuid, x: text.trim() }).unwrap();
      setDraft(null);
    } catch (failure) {
      setError(queryErrorMessage(failure));
    }
  };

  return {
    editing,
    text,
    setText: (value: string) => setDraft(value),
    problem,
    canSave: editing && !saving && !problem && !unchanged,
    saving,
    error,
    start,
    cancel,
    save,
  };
}
