import { hasPermission, Permission } from '@domain/access';
import { POLL_REALTIME_ROSTER_MS } from '@domain/timing';
import { Box, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useGetRosterQuery } from '../api/realtimeRosterApi';
import { QueryFailure } from '@client/components/QueryFailure';
import { NoAccess } from '@client/components/NoAccess';
import { httpStatusOf, useSession } from '@client/features/auth';
import { parseRosterDate, RosterDayNav, isoDay, useSiteToday } from '@client/features/rosters';
import { LoadingLine } from '@client/components/LoadingLine';
import { RealtimeRosterGrid } from '../components/RealtimeRosterGrid';
import { RosterSidebar } from '../components/RosterSidebar';
import { realtimeRows } from '../utils/rosterRows';
import { usePageTitle } from '@client/hooks/usePageTitle';

const TITLE = 'Realtime roster';

/** /realtime/2026/11/25 for that day (the API's path has no padding either). */
const realtimePath = (d: Date) => `/realtime/${d.getFullYear()}/${d.getMonth() + 1}/${d.getDate()}`;

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
  const rows = useMemo(() => (roster.data ? realtimeRows(roster.data) : []), [roster.data]);

  if (httpStatusOf(roster.error) === 403) return <NoAccess title={TITLE} />;

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
            By client and session, refreshed every {POLL_REALTIME_ROSTER_MS / 1000} seconds; times
            on each site’s clock
          </Typography>
        </Box>
        <RosterDayNav date={date} onChange={(d) => navigate(realtimePath(d))} />
      </Stack>
      <QueryFailure query={roster} what="The roster" staleText="the roster loaded before" />
      {(roster.data || !roster.isError) && (
        // The sidebar beside the grid where every column fits beside it (about 1,000 px of
        // columns, the menu and 300 px of sidebar: from 1,536 px), under it below that.
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 300px' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <RealtimeRosterGrid rows={rows} loading={roster.isLoading} />
          </Box>
          <RosterSidebar rows={rows} />
        </Box>
      )}
    </Box>
  );
}

/** Seed 000's /realtime/:year/:month/:day; without a valid date, today. */
export function RealtimeRosterPage() {
  const { groups } = useSession();
  const { year, month, day } = useParams();
  const date = parseRosterDate(year, month, day);
  // Only a path without a valid day asks for today (the site's), and only of a roster reader.
  const { zone, today } = useSiteToday(!date && hasPermission(groups, Permission.RosterRead));
  usePageTitle(TITLE, date && isoDay(date));
  if (!hasPermission(groups, Permission.RosterRead)) return <NoAccess title={TITLE} />;
  if (!date)
    return zone ? (
      <Navigate to={realtimePath(today())} replace />
    ) : (
      <LoadingLine text="Loading the roster…" />
    );
  return <RealtimeDay key={date.getTime()} date={date} />;
}
