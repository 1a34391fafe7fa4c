import { Alert, List, ListItem, ListItemText, Typography } from '@mui/material';
import { LoadingLine } from '@client/components/LoadingLine';
import { QueryFailure } from '@client/components/QueryFailure';
import { useGetPersonFittingJobsQuery } from '../api/personApi';

/**
 * The jobs of the person's client site they fit, as the placement badges judge them: the
 * verdict only, never a measured value, so every role that reads the person sees it.
 */
export function FittingJobs({ personUuid }: { personUuid: string }) {
  const fit = useGetPersonFittingJobsQuery({ id: personUuid });
  const data = fit.data;
  return (
    <>
      <QueryFailure query={fit} what="The jobs they fit" staleText="the jobs loaded before" />
      {fit.isLoading && <LoadingLine text="Loading the jobs they fit…" />}
      {data && !data.assessed && (
        <Alert severity="info">Not assessed yet: no finalized PPT exam to compare.</Alert>
      )}
      {data?.assessed && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          Fits {data.jobs.length} of {data.analysedJobs} analysed{' '}
          {data.analysedJobs === 1 ? 'job' : 'jobs'}.
        </Typography>
      )}
      {data && data.jobs.length > 0 && (
        <List
          dense
          disablePadding
          aria-label="Jobs they fit"
          sx={{ maxHeight: 360, overflow: 'auto' }}
        >
          {data.jobs.map((job) => (
            <ListItem key={job.nodeUuid} disableGutters divider>
              <ListItemText
                primary={job.description}
                secondary={job.path || undefined}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}
