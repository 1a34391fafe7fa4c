import { Box, LinearProgress, Paper, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { describeQueryError } from '@client/api/describeQueryError';
import { useDebouncedValue } from '@client/hooks/useDebouncedValue';
import { demandText } from '@client/features/match-stats';
import {
  usePostWhatIfMutation,
  type WhatIfDemandVerdictDto,
  type WhatIfDto,
} from '../api/whatIfApi';
import { useDemandDrafts } from './demandDrafts';

/** How long typing must pause before the counts are asked for. */
export const WHAT_IF_DEBOUNCE_MS = 300;

/** "Lift floor to waist at least 25 kg (excludes 12)", naming another PDA of the job. */
export function demandInWords(demand: WhatIfDemandVerdictDto, pdaUuid: string): string {
  const where = demand.pdaUuid === pdaUuid ? '' : ` in "${demand.pdaDescription}"`;
  return `${demand.capabilityDescription} ${demandText(demand)}${where} (excludes ${demand.count})`;
}

/** The sentence the panel shows and a screen reader hears. */
export function whatIfSentence(result: WhatIfDto, changed: boolean, pdaUuid: string): string {
  const now = `${result.matchingNow} of ${result.poolSize} pool members match now`;
  const after = changed ? `; ${result.matchingAfter} after this change` : '';
  const most = result.mostExcluding
    ? `most excluding${changed ? ' then' : ''}: ${demandInWords(result.mostExcluding, pdaUuid)}`
    : `no demand excludes anyone${changed ? ' then' : ''}`;
  const inactive = result.pdaActive ? '' : ' (counted as if this PDA were active)';
  return `${now}${after}; ${most}${inactive}.`;
}

/**
 * What-if beside a PDA's demand editors (issue 23): how many of the client's pool members match
 * the job now and would with the demands being typed, asked once typing pauses. Nothing is
 * saved by asking; `savedKey` changes when the PDA's saved demands do, to count again.
 */
export function WhatIfPanel({ pdaUuid, savedKey }: { pdaUuid: string; savedKey: string }) {
  const drafts = useDemandDrafts(pdaUuid);
  const proposal = useMemo(
    () => [...drafts].map(([capabilityUuid, value]) => ({ capabilityUuid, value })),
    [drafts],
  );
  const asked = useDebouncedValue(proposal, WHAT_IF_DEBOUNCE_MS);
  const [ask, answer] = usePostWhatIfMutation();
  useEffect(() => {
    // Asked from the moment the editor opens, with today's counts: the server reads the
    // client's values then, not when the first typed value waits for them (decision 0026).
    // Only the newest call's answer shows: the hook tracks the last request.
    void ask({ id: pdaUuid, whatIfRequestDto: { demands: asked } });
  }, [ask, pdaUuid, asked, savedKey]);

  // The last answer stays up while the next is counted (a new call starts without data).
  const [shown, setShown] = useState<{ result: WhatIfDto; changed: boolean }>();
  useEffect(() => {
    if (answer.data && answer.originalArgs)
      setShown({
        result: answer.data,
        changed: answer.originalArgs.whatIfRequestDto.demands.length > 0,
      });
  }, [answer.data, answer.originalArgs]);

  const pending = answer.isLoading || proposal !== asked;
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} aria-label="What-if" component="section">
      <Typography variant="subtitle2" component="h3">
        Pool members matching this job
      </Typography>
      <Box sx={{ height: 4, my: 0.5 }}>
        {pending && <LinearProgress aria-label="Counting pool members" />}
      </Box>
      <Box role="status" aria-live="polite" aria-atomic="true" data-testid="what-if">
        {answer.error ? (
          // In the live region, not an alert: the editor's own save errors are the alerts.
          <Typography variant="body2" color="error">
            Could not count the matching pool members: {describeQueryError(answer.error)}
          </Typography>
        ) : shown ? (
          <Typography variant="body2">
            {whatIfSentence(shown.result, shown.changed, pdaUuid)}
          </Typography>
        ) : (
          <Typography variant="body2">Counting pool members…</Typography>
        )}
      </Box>
    </Paper>
  );
}
