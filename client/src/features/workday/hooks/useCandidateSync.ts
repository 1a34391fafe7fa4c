import { ERROR_PREFIX } from '@domain/messages';
import { useState } from 'react';
import { queryErrorMessage } from '@client/api/describeQueryError';
import { useSyncWorkdayCandidateMutation } from '../api/workdayApi';
import type { Notice } from '@client/components/NoticeSnackbar';

/**
 * Takes a candidate's name, e-mail and phone from the HR system into the person holding its id
 * (the candidate page's "Sync from HR" and the viewer's "Sync into the portal"), and tells what
 * changed, or "Error: " and the reason.
 */
export function useCandidateSync(endpoint: string | null) {
  const [sync, state] = useSyncWorkdayCandidateMutation();
  const [outcome, setOutcome] = useState<Notice | null>(null);
  const run = async (candidateId: string) => {
    if (!endpoint) return;
    try {
      const done = await sync({ e: endpoint, a: 'Candidate_ID', b: candidateId }).unwrap();
      setOutcome({
        severity: 'success',
        message: done.changed.length
          ? `Synchronised from the HR system: ${done.changed.join(', ')}`
          : 'Already up to date with the HR system',
      });
    } catch (error) {
      setOutcome({ severity: 'error', message: `${ERROR_PREFIX}${queryErrorMessage(error)}` });
    }
  };
  return { run, busy: state.isLoading, outcome };
}
