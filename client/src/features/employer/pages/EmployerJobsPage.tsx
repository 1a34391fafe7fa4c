import { canSeeEmployerView } from '@domain/access';
import { Alert, Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useUrlView } from '@client/hooks/useUrlView';
import { useListEmployerClientsQuery, useListEmployerJobsQuery } from '../api/employerApi';
import { JobCard } from '../components/JobCard';
import { HeaderRow } from '@client/components/HeaderRow';
import { QueryFailure } from '@client/components/QueryFailure';
import { LoadingLine } from '@client/components/LoadingLine';
import { NoAccess } from '@client/components/NoAccess';
import { useSession } from '@client/features/auth';
import { usePageTitle } from '@client/hooks/usePageTitle';

/** Which people the counts are of: not the same as match statistics' (pool members). */
export const PEOPLE_COUNTED =
  'Each job counts every person of the client site, in a candidate pool or not (match statistics count the pool members only).';

export const EMPLOYER_TITLE = 'Fit for Jobs';

function Jobs({ clientUuid }: { clientUuid: string }) {
  const jobs = useListEmployerJobsQuery({ id: clientUuid });
  if (jobs.isLoading) return <LoadingLine text="Loading the open jobs…" />;
  if (jobs.isError) return <QueryFailure query={jobs} what="The open jobs" stale={false} />;
  if (!jobs.data?.length)
    return <Alert severity="info">There are no open jobs: no open class has openings.</Alert>;
  return (
    <Stack component="ul" spacing={2} aria-label="Open jobs" sx={{ p: 0, m: 0 }}>
      {jobs.data.map((job) => (
        <JobCard key={job.nodeUuid} job={job} />
      ))}
    </Stack>
  );
}

/**
 * /employer: the open jobs of the client sites the employer view covers, each with how many
 * people are fit, not fit and not assessed (decision 0023). No measurement is shown here or
 * anywhere this screen leads.
 */
export function EmployerJobsPage() {
  usePageTitle(EMPLOYER_TITLE);
  const { groups } = useSession();
  const allowed = canSeeEmployerView(groups);
  const clients = useListEmployerClientsQuery(undefined, { skip: !allowed });
  // The client site picked is in the URL (?client=): a reload or shared link keeps it.
  const view = useUrlView();
  if (!allowed) return <NoAccess title={EMPLOYER_TITLE} />;
  const chosen = view.read('client');
  const clientUuid = clients.data?.some((c) => c.nodeUuid === chosen)
    ? chosen
    : clients.data?.[0]?.nodeUuid;

  return (
    <Box
      component="main"
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <HeaderRow>
        <Typography variant="h4" component="h1">
          {EMPLOYER_TITLE}
        </Typography>
        {clients.data && clients.data.length > 1 && (
          <TextField
            select
            size="small"
            label="Client site"
            value={clientUuid ?? ''}
            onChange={(e) => view.change({ client: e.target.value })}
            sx={{ minWidth: 220 }}
          >
            {clients.data.map((c) => (
              <MenuItem key={c.nodeUuid} value={c.nodeUuid}>
                {c.description}
              </MenuItem>
            ))}
          </TextField>
        )}
      </HeaderRow>
      <Typography color="text.secondary">
        Who is fit for each open job. Measurements stay with the assessors: this view shows the
        verdict, the day of the assessment and, for people not fit, the demands they missed.{' '}
        {PEOPLE_COUNTED}
      </Typography>
      {clients.isLoading && <LoadingLine text="Loading your client sites…" />}
      <QueryFailure query={clients} what="Your client sites" stale={false} />
      {clients.data?.length === 0 && (
        <Alert severity="info">No client site is open to you in this view.</Alert>
      )}
      {clientUuid && <Jobs key={clientUuid} clientUuid={clientUuid} />}
    </Box>
  );
}
