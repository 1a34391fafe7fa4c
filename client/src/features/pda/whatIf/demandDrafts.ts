import { useEffect, useSyncExternalStore } from 'react';

// The demands being typed in a PDA's editor and not yet saved, per PDA: the what-if panel
// (decision 0026) reads them; each demand input reports its own. A module store rather than a
// context so the editor needs no provider: an input and the panel only share the PDA's id.

type Drafts = ReadonlyMap<string, string>;

const EMPTY: Drafts = new Map();
const drafts = new Map<string, Drafts>();
const listeners = new Set<() => void>();

function set(pdaUuid: string, capabilityUuid: string, value: string | undefined) {
  const current = drafts.get(pdaUuid) ?? EMPTY;
  if (current.get(capabilityUuid) === value) return;
  const next = new Map(current);
  if (value === undefined) next.delete(capabilityUuid);
  else next.set(capabilityUuid, value);
  if (next.size === 0) drafts.delete(pdaUuid);
  else drafts.set(pdaUuid, next);
  listeners.forEach((notify) => notify());
}

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};

/**
 * Reports one demand's unsaved value (as it would be stored), or undefined when there is none
 * (saved, reverted, refused); withdrawn when the input goes away.
 */
export function useReportDemandDraft(
  pdaUuid: string,
  capabilityUuid: string,
  value: string | undefined,
) {
  useEffect(() => {
    set(pdaUuid, capabilityUuid, value);
  }, [pdaUuid, capabilityUuid, value]);
  useEffect(() => () => set(pdaUuid, capabilityUuid, undefined), [pdaUuid, capabilityUuid]);
}

/** The PDA's unsaved demands by capability. */
export function useDemandDrafts(pdaUuid: string): Drafts {
  return useSyncExternalStore(subscribe, () => drafts.get(pdaUuid) ?? EMPTY);
}
