import { useEffect, useRef, useState } from 'react';
import { queryErrorMessage } from '@client/api/describeQueryError';

export type FieldState = 'idle' | 'dirty' | 'pending' | 'error' | 'success';

export type Versioned = { value: string; version?: number };

type Options = {
  /** The value and version the server last sent. */
  server: Versioned;
  /** Why a value may not be saved, checked before sending; undefined when it may. */
  problemOf: (value: string) => string | undefined;
  /**
   * Sends the value with the version it edits (and the saved value it replaces, for writes
   * checked by value); answers what the server stored.
   */
  save: (value: string, version: number | undefined, previous: string) => Promise<Versioned>;
  /** The current value after a 409, when the refusal did not carry it. */
  reload: () => Promise<Versioned | undefined>;
  /** The current value and version a 409 carries, if any. */
  currentOf: (failure: unknown) => Versioned | undefined;
};

/**
 * One value saved with its version (a PDA field, a demand): typed-but-unsaved (yellow), checked
 * before saving (red, refocused, not saved), saved on blur or change; a refused save shows the
 * server's message and reverts, a stale version (409) takes the server's current value.
 */
export function useVersionedValueEditor({ server, problemOf, save, reload, currentOf }: Options) {
  const [value, setValue] = useState(server.value);
  const [saved, setSaved] = useState<Versioned>(server);
  const [state, setState] = useState<FieldState>('idle');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const refocusedFor = useRef<string | null>(null);

  // A refetched PDA brings newer values; take them unless the person is editing.
  useEffect(() => {
    if (state === 'dirty' || state === 'pending') return;
    setSaved({ value: server.value, version: server.version });
    setValue(server.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [server.value, server.version]);

  const change = (next: string) => {
    setValue(next);
    setError(null);
    setState(next === saved.value ? 'idle' : 'dirty');
  };

  /** Saves `next` (a choice made in a list) or the typed value (on blur). */
  const commit = async (next: string = value) => {
    if (state === 'pending') return;
    if (next !== value) setValue(next);
    if (next === saved.value) {
      if (state === 'dirty') setState('idle');
      return;
    }
    const problem = problemOf(next);
    if (problem) {
      setState('error');
      setError(problem);
      // Refocused once; leaving again with the same value keeps it red but lets the person go.
      if (refocusedFor.current !== next) {
        refocusedFor.current = next;
        inputRef.current?.focus();
      }
      return;
    }
    refocusedFor.current = null;
    setState('pending');
    setError(null);
    try {
      const answer = await save(next, saved.version, saved.value);
      setSaved(answer);
      setValue(answer.value);
      setState('success');
    } catch (failure) {
      let restored = saved;
      if ((failure as { status?: unknown }).status === 409) {
        const current = currentOf(failure) ?? (await reload().catch(() => undefined));
        if (current) restored = current;
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
    /** The value the server last stored, which a revert brings back. */
    saved: saved.value,
    change,
    commit,
    state,
    error,
    inputRef,
    dismissError: () => setError(null),
  };
}

/** What a 409 carries in details.info.current (docs/decisions/0004-pda.md). */
export function conflictCurrent(failure: unknown): Record<string, unknown> | undefined {
  const data = (failure as { data?: { details?: { info?: { current?: unknown } } } })?.data;
  const current = data?.details?.info?.current;
  return current && typeof current === 'object' ? (current as Record<string, unknown>) : undefined;
}
