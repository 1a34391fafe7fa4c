import { hasTaktTime } from '@domain/units';
import { useEffect, useState } from 'react';
import { queryErrorMessage } from '@client/api/describeQueryError';
import { useSetPdaStatusMutation, type PdaDto } from '../api/pdaApi';

/** Whether the status selector is locked (seed 000 section 4). */
export function statusLocked(
  pda: Pick<PdaDto, 'taktTime' | 'pdaStatusEnum'>,
  canWrite: boolean,
  pending: boolean,
): boolean {
  if (!canWrite || pending) return true;
  return !hasTaktTime(pda.taktTime) && pda.pdaStatusEnum !== 'COMPLETED';
}

/**
 * The PDA status selector: shows the chosen status at once, locks while the change is pending,
 * and on failure restores the previous status and keeps the server's message.
 */
export function usePdaStatus(pda: PdaDto, canWrite: boolean) {
  const [status, setStatus] = useState(pda.pdaStatusEnum);
  const [error, setError] = useState<string | null>(null);
  const [setPdaStatus, { isLoading: pending }] = useSetPdaStatusMutation();

  useEffect(() => setStatus(pda.pdaStatusEnum), [pda.pdaStatusEnum]);

  const change = async (next: string) => {
    if (next === status || pending) return;
    const previous = status;
    setStatus(next);
    setError(null);
    try {
      const saved = await setPdaStatus({ id: pda.pdaUuid, s: next }).unwrap();
      setStatus(saved.pdaStatusEnum);
    } catch (failure) {
      setStatus(previous);
      setError(queryErrorMessage(failure));
    }
  };

  const options = [...new Set([pda.pdaStatusEnum, status, ...pda.allowedStatuses])];
  return {
    status,
    options,
    change,
    pending,
    disabled: statusLocked(pda, canWrite, pending),
    error,
    dismissError: () => setError(null),
  };
}
