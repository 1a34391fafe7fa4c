import {
  isPdaFieldFormat,
  LEGACY_FIELD_FORMATS,
  pdaFieldValueProblem,
  type PdaFieldFormat,
} from '@domain/pda/pda-field-formats';
import { useEffect, useRef, useState } from 'react';
import { queryErrorMessage } from '../../../api/describeQueryError';
import { useLazyGetPdaFieldQuery } from '../../../api/generated/pda';
import { useSetPdaFieldMutation, type PdaFieldDto, type PdaTypeFieldDto } from '../api/treeApi';

export type FieldState = 'idle' | 'dirty' | 'pending' | 'error' | 'success';

export function formatOf(typeField: Pick<PdaTypeFieldDto, 'format' | 'pdaTypeFieldCode'>) {
  if (isPdaFieldFormat(typeField.format)) return typeField.format;
  return LEGACY_FIELD_FORMATS[typeField.pdaTypeFieldCode] ?? ('text' satisfies PdaFieldFormat);
}

type Current = { stringValue?: string; version?: number };

/** The value and version a 409 carries in details.info.current (docs/decisions/0004-pda.md). */
function currentOf(failure: unknown): Current | undefined {
  const data = (failure as { data?: { details?: { info?: { current?: Current } } } })?.data;
  return data?.details?.info?.current;
}

/**
 * One PDA field: typed-but-unsaved (yellow), checked against its format before saving (red,
 * refocused, not saved), saved on blur with its version; a refused save shows the server's
 * message and reverts, a stale version (409) takes the server's current value.
 */
export function usePdaFieldEditor(
  pdaUuid: string,
  typeField: PdaTypeFieldDto,
  field: PdaFieldDto | undefined,
) {
  const serverValue = field?.stringValue ?? '';
  const serverVersion = field?.version;
  const [value, setValue] = useState(serverValue);
  const [saved, setSaved] = useState({ value: serverValue, version: serverVersion });
  const [state, setState] = useState<FieldState>('idle');
  const [error, setError] = useState<string | null>(null);
  const [setField] = useSetPdaFieldMutation();
  const [reloadField] = useLazyGetPdaFieldQuery();
  const inputRef = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const refocusedFor = useRef<string | null>(null);
  const format = formatOf(typeField);

  // A refetched PDA brings newer values; take them unless the person is editing.
  useEffect(() => {
    if (state === 'dirty' || state === 'pending') return;
    setSaved({ value: serverValue, version: serverVersion });
    setValue(serverValue);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverValue, serverVersion]);

  const change = (next: string) => {
    setValue(next);
    setError(null);
    setState(next === saved.value ? 'idle' : 'dirty');
  };

  const commit = async () => {
    if (state === 'pending') return;
    if (value === saved.value) {
      if (state === 'dirty') setState('idle');
      return;
    }
    const problem = pdaFieldValueProblem(format, value);
    if (problem) {
      setState('error');
      setError(problem);
      // Refocused once; leaving again with the same value keeps it red but lets the person go.
      if (refocusedFor.current !== value) {
        refocusedFor.current = value;
        inputRef.current?.focus();
      }
      return;
    }
    refocusedFor.current = null;
    setState('pending');
    setError(null);
    try {
      const answer = await setField({
        id: pdaUuid,
        f: typeField.pdaTypeFieldUuid,
        setPdaFieldDto: {
          value,
          ...(saved.version === undefined ? {} : { version: saved.version }),
        },
      }).unwrap();
      setSaved({ value: answer.stringValue, version: answer.version });
      setValue(answer.stringValue);
      setState('success');
    } catch (failure) {
      let restored = saved;
      if ((failure as { status?: unknown }).status === 409) {
        // Stale: reload the field (the 409 carries it; ask for it when it does not).
        const current =
          currentOf(failure) ??
          (await reloadField({ id: pdaUuid, f: typeField.pdaTypeFieldUuid }, false)
            .unwrap()
            .catch(() => undefined));
        if (current) {
          restored = { value: current.stringValue ?? '', version: current.version };
        }
      }
      setSaved(restored);
      setValue(restored.value);
      setState('error');
      setError(queryErrorMessage(failure));
    }
  };

  /** Escape: back to the saved value. */
  const revert = () => {
    if (state === 'pending') return;
    setValue(saved.value);
    setError(null);
    setState('idle');
  };

  return {
    revert,
    value,
    change,
    commit,
    state,
    error,
    format,
    inputRef,
    dismissError: () => setError(null),
  };
}
