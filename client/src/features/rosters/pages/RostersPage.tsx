import { hasPermission, Permission } from '@domain/access';
import { DEFAULT_TIME_ZONE } from '@domain/time-zones';
import { POLL_ROSTERS_MS } from '@domain/timing';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { QueryFailure } from '@client/components/QueryFailure';
import { NoAccess } from '@client/components/NoAccess';
import { NoticeSnackbar, type Notice } from '@client/components/NoticeSnackbar';
import { useSession } from '@client/features/auth';
import { usePreference } from '@client/features/preferences';
import { useGetRosterQuery, type RosterEntryDto } from '../api/rostersApi';
import { RoomList } from '../components/RoomList';
import { RosterDayNav } from '../components/RosterDayNav';
import { RosterHrSync } from '../components/RosterHrSync';
import { ScheduleDialog } from '../components/ScheduleDialog';
import { SlotList } from '../components/SlotList';
import { parseRosterDate, rosterArgs, rosterPath, isoDay } from '../utils/rosterDate';
import { siteZoneNote } from '../utils/siteTime';
import { useSiteToday } from '../hooks/useSiteToday';
import { LoadingLine } from '@client/components/LoadingLine';
import { usePageTitle } from '@client/hooks/usePageTitle';

const TITLE = 'Rosters';
/** The room last looked at, remembered for the person (issue 13: last roster room). */
export const LAST_ROOM_PREFERENCE = 'rosters.lastRoom';

function RosterDay({ date }: { date: Date }) {
  const navigate = useNavigate();
  const { groups } = useSession();
  const roster = useGetRosterQuery(rosterArgs(date), { pollingInterval: POLL_ROSTERS_MS });
  const [lastRoom, setLastRoom] = usePreference<string | null>(LAST_ROOM_PREFERENCE, null);
  const [scheduling, setScheduling] = useState<RosterEntryDto | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const canSchedule = hasPermission(groups, Permission.ExamWrite);
  const canSyncHr = hasPermission(groups, Permission.HrSystemWrite);

  const rooms = roster.data?.locations.flatMap((l) => l.rooms) ?? [];
  const room =
    rooms.find((r) => r.roomUuid === lastRoom) ?? rooms.find((r) => r.slots.length > 0) ?? rooms[0];
  const dayPath = rosterPath(date);
  const location = roster.data?.locations.find((l) => room && l.rooms.includes(room));
  const zoneNote = location && siteZoneNote(location.clientTimeZone, new Date(location.dayStart));

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
            {date.toLocaleDateString(undefined, {
              weekday: 'long',
              year: 'numeric',
              month: 'long',
              day: 'numeric',
            })}
          </Typography>
        </Box>
        <Stack
          useFlexGap
          direction="row"
          spacing={2}
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          {canSyncHr && (
            <RosterHrSync
              date={date}
              onDone={(done) => {
                setNotice(done);
                void roster.refetch();
              }}
            />
          )}
          <RosterDayNav date={date} onChange={(d) => navigate(rosterPath(d))} />
        </Stack>
      </Stack>
      <QueryFailure query={roster} what="The roster" staleText="the roster loaded before" />
      {roster.isLoading && <LoadingLine text="Loading the roster…" />}
      {roster.data && rooms.length === 0 && (
        <Alert severity="info">There are no exam rooms at the sites you can see.</Alert>
      )}
      {roster.data && room && (
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          // Stacked (phones, tablets), both parts take the screen's width and no more.
          sx={{ alignItems: { xs: 'stretch', md: 'flex-start' } }}
        >
          <RoomList
            locations={roster.data.locations}
            selected={room.roomUuid}
            onSelect={setLastRoom}
          />
          <Box
            sx={{ flex: 1, minWidth: 0 }}
            aria-label={`Room ${room.productDescription ?? room.description}`}
            role="region"
          >
            <Typography variant="h6" component="h2" sx={{ mb: zoneNote ? 0 : 1 }}>
              {room.productDescription ?? room.description}
            </Typography>
            {zoneNote && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                Times at {location.clientDescription}: {zoneNote}
              </Typography>
            )}
            <SlotList
              room={room}
              timeZone={location?.clientTimeZone ?? DEFAULT_TIME_ZONE}
              dayPath={dayPath}
              onSchedule={canSchedule ? setScheduling : undefined}
            />
          </Box>
        </Stack>
      )}
      {scheduling && (
        <ScheduleDialog
          personUuid={scheduling.aPerson.personUuid}
          personName={`${scheduling.aPerson.firstName} ${scheduling.aPerson.lastName}`}
          defaultDate={date}
          onClose={() => setScheduling(null)}
          onScheduled={(exam) => {
            setScheduling(null);
            setNotice({
              severity: 'success',
              message: `${exam.firstName} ${exam.lastName} is scheduled for ${exam.examTypeDescription} in ${exam.roomDescription}.`,
            });
          }}
        />
      )}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}

/** /rosters and /rosters/:year/:month/:day: a day that is not a date shows today's roster. */
export function RostersPage() {
  const { groups } = useSession();
  const { year, month, day } = useParams();
  const date = parseRosterDate(year, month, day);
  // Only a path without a valid day asks for today (the site's), and only of a roster reader.
  const { zone, today } = useSiteToday(!date && hasPermission(groups, Permission.RosterRead));
  usePageTitle(TITLE, date && isoDay(date));
  if (!hasPermission(groups, Permission.RosterRead)) return <NoAccess title={TITLE} />;
  if (!date)
    return zone ? (
      <Navigate to={rosterPath(today())} replace />
    ) : (
      <LoadingLine text="Loading the roster…" />
    );
  return <RosterDay key={date.getTime()} date={date} />;
}
