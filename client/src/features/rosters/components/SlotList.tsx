import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import {
  IconButton,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableContainer,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { RosterEntryDto, RosterRoomDto } from '../api/rostersApi';
import { siteSlotTime } from '../utils/siteTime';
import { ExamStatusChip } from './ExamStatusChip';
import { VisuallyHidden } from '@client/components/VisuallyHidden';

type SlotListProps = {
  room: RosterRoomDto;
  /** The room's client site's zone: slots show its clock. */
  timeZone: string;
  /** The day's path, /rosters/y/m/d: an entry opens at {dayPath}/{examUuid}. */
  dayPath: string;
  /** Set when the caller may schedule: another exam for the entry's person. */
  onSchedule?: (entry: RosterEntryDto) => void;
};

/** A room's time slots with their entries; an entry opens its exam. */
export function SlotList({ room, timeZone, dayPath, onSchedule }: SlotListProps) {
  if (room.slots.length === 0)
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        No exams in {room.productDescription ?? room.description} on this day.
      </Typography>
    );
  return (
    <Stack spacing={2}>
      {room.slots.map((slot) => (
        <Paper
          key={slot.startTs}
          variant="outlined"
          component="section"
          aria-label={`Slot ${siteSlotTime(slot.startTs, timeZone)}`}
        >
          <Typography variant="subtitle1" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>
            {siteSlotTime(slot.startTs, timeZone)} · {slot.entries.length} candidate(s)
          </Typography>
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Status</TableCell>
                  <TableCell>ID</TableCell>
                  <TableCell>Name</TableCell>
                  <TableCell>Exam</TableCell>
                  <TableCell>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {slot.entries.map((entry) => (
                  <TableRow key={entry.examUuid} hover>
                    <TableCell>
                      <ExamStatusChip status={entry.examStatusEnum} />
                    </TableCell>
                    <TableCell>{entry.aID.id}</TableCell>
                    <TableCell>
                      <Link component={RouterLink} to={`${dayPath}/${entry.examUuid}`}>
                        {entry.aPerson.lastName}, {entry.aPerson.firstName}
                      </Link>
                    </TableCell>
                    <TableCell>{entry.aExam.examTypeDescription}</TableCell>
                    <TableCell align="right">
                      {onSchedule && (
                        <Tooltip title="Schedule another assessment">
                          <IconButton
                            size="small"
                            aria-label={`Schedule ${entry.aPerson.firstName} ${entry.aPerson.lastName}`}
                            onClick={() => onSchedule(entry)}
                          >
                            <EventAvailableIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      ))}
    </Stack>
  );
}
