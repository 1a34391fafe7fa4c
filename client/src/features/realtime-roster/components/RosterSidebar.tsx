import { Box, Divider, Link, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ROSTER_STATUS_LABELS, type RealtimeRow, type RosterStatus } from '../utils/rosterRows';
import { RosterStatusBadge } from './RosterBadges';

/** The order the day's counts are listed in: results first, then what is still to come. */
const ORDER: RosterStatus[] = [
  'passed',
  'failed',
  'complete',
  'inprogress',
  'pending',
  'noshow',
  'withdrew',
  'deleted',
];

/** /rosters/2026/11/25/{exam}: the exam's own page (its form, values and PDFs). */
const examPath = (row: RealtimeRow) => {
  const d = new Date(row.startTs);
  return `/rosters/${d.getFullYear()}/${d.getMonth() + 1}/${d.getDate()}/${row.examUuid}`;
};

/**
 * The real-time view's sidebar (seed 001: "/realtime with a sidebar", content not shown):
 * the day at a glance, counts by status, and every failed exam with the exceptions that
 * failed it (the grade reasons cache), each a link to the exam.
 */
export function RosterSidebar({ rows }: { rows: RealtimeRow[] }) {
  const counts = new Map<RosterStatus, number>();
  for (const row of rows) counts.set(row.status, (counts.get(row.status) ?? 0) + 1);
  const failed = rows.filter((r) => r.status === 'failed');
  return (
    <Paper
      component="aside"
      variant="outlined"
      aria-label="Day summary"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <Typography variant="h6" component="h2">
        Day summary
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {rows.length} exam{rows.length === 1 ? '' : 's'}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {ORDER.filter((s) => counts.has(s)).map((status) => (
          <Box
            component="li"
            key={status}
            data-testid={`count-${status}`}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
            aria-label={`${ROSTER_STATUS_LABELS[status]}: ${counts.get(status)}`}
          >
            <RosterStatusBadge status={status} />
            <Typography variant="body2" aria-hidden>
              {counts.get(status)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Divider />
      <Typography variant="subtitle2" component="h3">
        Exceptions
      </Typography>
      {failed.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No failed exams.
        </Typography>
      ) : (
        <List dense disablePadding aria-label="Failed exams">
          {failed.map((row) => (
            <ListItem key={row.examUuid} disableGutters sx={{ alignItems: 'flex-start' }}>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={examPath(row)}>
                    {row.name}
                  </Link>
                }
                secondary={
                  // A process score fails by its remote score, not by the grade's exceptions.
                  row.examTypeKind === 'PROCESS'
                    ? `${row.examType}: remote score ${row.remoteScore}`
                    : row.exceptions || 'No exceptions recorded'
                }
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
