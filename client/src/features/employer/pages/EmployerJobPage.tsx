import { canSeeEmployerView } from '@domain/access';
import type { Fitness } from '@domain/fitness';
import { isUuidLength } from '@domain/limits';
import { Alert, Box, Link, Pagination, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { useListEmployerJobPeopleQuery } from '../api/employerApi';
import { FitnessFilter } from '../components/FitnessFilter';
import { PersonFitnessList } from '../components/PersonFitnessList';
import { QueryFailure } from '@client/components/QueryFailure';
import { LoadingLine } from '@client/components/LoadingLine';
import { NoAccess } from '@client/components/NoAccess';
import { useSession } from '@client/features/auth';
import { usePageTitle } from '@client/hooks/usePageTitle';
import { useUrlView } from '@client/hooks/useUrlView';
import { EMPLOYER_TITLE } from './EmployerJobsPage';

const PAGE_SIZE = 50;

const FITNESS: readonly Fitness[] = ['FIT', 'NOT_FIT', 'NOT_ASSESSED'];

/**
 * The job people query with its filter, search and page, all three in the URL (?fit=FIT&q=ann
 * &page=2): a reload, Back and a shared link show the same people. A new filter or search
 * starts again at page 1.
 */
function useJobPeople(nodeUuid: string | undefined, skip: boolean) {
  const view = useUrlView();
  const asked = view.read('fit') as Fitness;
  const fitness: Fitness | 'ALL' = FITNESS.includes(asked) ? asked : 'ALL';
  const search = view.read('q');
  const page = Math.max(1, Number.parseInt(view.read('page', '1'), 10) || 1);
  const people = useListEmployerJobPeopleQuery(
    {
      id: nodeUuid ?? '',
      fitness: fitness === 'ALL' ? undefined : fitness,
      search: search.trim() || undefined,
      page,
      pageSize: PAGE_SIZE,
    },
    { skip },
  );
  const choose = (value: Fitness | 'ALL') =>
    view.change({ fit: value === 'ALL' ? null : value, page: null }, { replace: true });
  const find = (text: string) => view.change({ q: text, page: null }, { replace: true });
  const setPage = (next: number) => view.change({ page: next === 1 ? null : String(next) });
  const pages = Math.max(1, Math.ceil((people.data?.total ?? 0) / PAGE_SIZE));
  return { people, fitness, choose, search, find, page, setPage, pages };
}

/** /employer/jobs/{nodeUuid}: one open job's people, fit / not fit / not assessed. */
export function EmployerJobPage() {
  const { groups } = useSession();
  const { nodeUuid } = useParams();
  const allowed = canSeeEmployerView(groups);
  const valid = isUuidLength(nodeUuid);
  const { people, fitness, choose, search, find, page, setPage, pages } = useJobPeople(
    nodeUuid,
    !allowed || !valid,
  );
  const job = people.data?.job;
  usePageTitle(job?.description, EMPLOYER_TITLE);
  if (!allowed) return <NoAccess title={EMPLOYER_TITLE} />;

  return (
    <Box
      component="main"
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Link component={RouterLink} to="/employer" sx={{ alignSelf: 'flex-start', py: 1 }}>
        All open jobs
      </Link>
      <Typography variant="h4" component="h1">
        {job?.description ?? 'Job'}
      </Typography>
      {!valid && <Alert severity="warning">Open a job from the list of open jobs.</Alert>}
      {job && (
        <Typography color="text.secondary">
          {job.path ? `${job.path} · ` : ''}
          {job.openings} {job.openings === 1 ? 'opening' : 'openings'} · {job.fit} fit, {job.notFit}{' '}
          not fit, {job.notAssessed} not assessed
        </Typography>
      )}
      {valid && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
          <TextField
            size="small"
            type="search"
            label="Search by name or ID"
            value={search}
            onChange={(event) => find(event.target.value.slice(0, 100))}
            sx={{ minWidth: { md: 280 } }}
          />
          <FitnessFilter value={fitness} onChange={choose} />
        </Stack>
      )}
      {people.isLoading && <LoadingLine text="Loading the people…" />}
      <QueryFailure query={people} what="The people of this job" stale={false} staleText="" />
      {job && !job.analysed && (
        <Alert severity="info">
          This job has no completed job analysis yet: nobody can be judged fit for it.
        </Alert>
      )}
      {people.data?.total === 0 && <Alert severity="info">Nobody to show here.</Alert>}
      {!!people.data?.people.length && <PersonFitnessList people={people.data.people} />}
      {pages > 1 && <Pagination count={pages} page={page} onChange={(_, p) => setPage(p)} />}
    </Box>
  );
}
