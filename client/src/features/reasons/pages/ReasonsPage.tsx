import { hasPermission, Permission } from '@domain/access';
import { isUuidLength } from '@domain/limits';
import { POLL_REASONS_MS } from '@domain/timing';
import { Alert, Box, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useGetReasonsByPersonQuery } from '../api/reasonsApi';
import { QueryFailure } from '@client/components/QueryFailure';
import { NoAccess } from '@client/components/NoAccess';
import { useSession } from '@client/features/auth';
import { PdaReasons } from '../components/PdaReasons';
import { LoadingLine } from '@client/components/LoadingLine';
import { usePageTitle } from '@client/hooks/usePageTitle';

const TITLE = 'Reasons';

function Reasons({ personUuid }: { personUuid: string }) {
  const reasons = useGetReasonsByPersonQuery(
    { id: personUuid },
    { pollingInterval: POLL_REASONS_MS },
  );
  const [showSatisfiedPdas, setShowSatisfiedPdas] = useState(false);
  const [showSatisfiedRules, setShowSatisfiedRules] = useState(false);
  const data = reasons.data;
  const pdas = data?.collPersonPDAs ?? [];
  const shown = pdas.filter((p) => showSatisfiedPdas || !p.satisfied);
  const met = pdas.filter((p) => p.satisfied).length;

  return (
    <Box component="main" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Typography variant="h4" component="h1">
          {data ? `${TITLE}: ${data.lastName}, ${data.firstName}` : TITLE}
        </Typography>
        {data && (
          <Typography variant="body2" color="text.secondary" data-testid="reasons-summary">
            {met} of {pdas.length} active PDAs satisfied ·{' '}
            {data.measuredAt
              ? `measured ${new Date(data.measuredAt).toLocaleDateString()}`
              : 'no finished exam with measurements yet'}
          </Typography>
        )}
      </Box>
      <Stack useFlexGap direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={showSatisfiedPdas}
              onChange={(e) => setShowSatisfiedPdas(e.target.checked)}
            />
          }
          label="Show satisfied PDAs"
        />
        <FormControlLabel
          control={
            <Switch
              checked={showSatisfiedRules}
              onChange={(e) => setShowSatisfiedRules(e.target.checked)}
            />
          }
          label="Show satisfied rules"
        />
      </Stack>
      <QueryFailure
        query={reasons}
        what="The reasons"
        stale={Boolean(data)}
        staleText="the reasons loaded before"
      />
      {reasons.isLoading && <LoadingLine text="Loading the reasons…" />}
      {data && pdas.length === 0 && (
        <Alert severity="info">There are no active PDAs at this person’s site.</Alert>
      )}
      {data && pdas.length > 0 && shown.length === 0 && (
        <Alert severity="success">
          Every PDA is satisfied. Turn on “Show satisfied PDAs” to see them.
        </Alert>
      )}
      {shown.map((pda) => (
        <PdaReasons
          key={pda.aPDA.pdaUuid}
          personUuid={personUuid}
          pda={pda}
          showSatisfiedRules={showSatisfiedRules}
        />
      ))}
    </Box>
  );
}

/** /reasons/{personUuid}: the person id is the second path segment (seed 001). */
export function ReasonsPage() {
  usePageTitle(TITLE);
  const { groups } = useSession();
  const personUuid = useParams()['*']?.split('/')[0];
  if (!hasPermission(groups, Permission.Reasons)) return <NoAccess title={TITLE} />;
  if (!isUuidLength(personUuid))
    return (
      <Box component="main" sx={{ p: 3 }}>
        <Alert severity="warning">
          Open the reasons of a person: /reasons/ followed by their id.
        </Alert>
      </Box>
    );
  return <Reasons key={personUuid} personUuid={personUuid} />;
}
