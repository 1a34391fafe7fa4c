import { hasPermission, Permission } from '@domain/access';
import { POLL_REALTIME_ROSTER_MS } from '@domain/timing';
import { Box, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useGetRosterQuery } from '../../../api/generated/roster';
import { groupRows, matchesQuickFilter } from '../../../components/groupedRows';
import { LoadFailureAlert } from '../../../components/LoadFailureAlert';
import { NoAccess } from '../../../components/NoAccess';
import { useSession } from '../../auth';
import { parseRosterDate as parseDay, RosterDayNav } from '../../rosters';
import { RealtimeRosterGrid } from '../components/RealtimeRosterGrid';
import { realtimeRows, type RealtimeRow } from '../utils/rosterRows';

const TITLE = 'Realtime roster';
const pathOf = (d: Date) => `/realtime/${d.getFullYear()}/${d.getMonth() + 1}/${d.getDate()}`;
const sessionOf = (row: RealtimeRow) =>
  new Date(row.startTs).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const searchable = (row: RealtimeRow) => [
  row.status,
  row.idNumber,
  row.name,
  row.email,
  row.phone,
  row.examType,
  row.room,
  row.grade,
];

function RealtimeDay({ date }: { date: Date }) {
  const navigate = useNavigate();
  const roster = useGetRosterQuery(
    {
      year: String(date.getFullYear()),
      month: String(date.getMonth() + 1),
      day: String(date.getDate()),
    },
    { pollingInterval: POLL_REALTIME_ROSTER_MS },
  );
  const [query, setQuery] = useState('');
  const leaves = useMemo(() => (roster.data ? realtimeRows(roster.data) : []), [roster.data]);
  const shown = useMemo(
    () => leaves.filter((l) => matchesQuickFilter(query, searchable(l))),
    [leaves, query],
  );
  const rows = useMemo(
    () =>
      groupRows(
        shown,
        (l) => l.examUuid,
        (l) => l.client,
        sessionOf,
      ),
    [shown],
  );

  return (
    <Box component="main" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            {TITLE}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Refreshed every {POLL_REALTIME_ROSTER_MS / 1000} seconds; times in your time zone
          </Typography>
        </Box>
        <RosterDayNav date={date} onChange={(d) => navigate(pathOf(d))} />
      </Stack>
      {roster.isError && (
        <LoadFailureAlert
          what="The roster"
          error={roster.error}
          stale={Boolean(roster.data)}
          staleText="the roster loaded before"
          onRetry={() => void roster.refetch()}
        />
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField
          type="search"
          size="small"
          placeholder="Search…"
          slotProps={{ htmlInput: { 'aria-label': 'Search' } }}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          sx={{ width: 280 }}
        />
        <Typography variant="body2" color="text.secondary" data-testid="grid-status">
          Total rows: {leaves.length} · Filtered rows: {shown.length}
        </Typography>
      </Stack>
      {(roster.data || !roster.isError) && (
        <RealtimeRosterGrid rows={rows} loading={roster.isLoading} />
      )}
    </Box>
  );
}

/** Seed 000's /realtime/:year/:month/:day; without a valid date, today. */
export function RealtimeRosterPage() {
  const { groups } = useSession();
  const { year, month, day } = useParams();
  if (!hasPermission(groups, Permission.RosterRead)) return <NoAccess title={TITLE} />;
  const date = parseDay(year, month, day);
  if (!date) return <Navigate to={pathOf(new Date())} replace />;
  return <RealtimeDay key={date.getTime()} date={date} />;
}
