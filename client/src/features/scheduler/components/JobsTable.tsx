import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { SchedulerJobDto } from '../api/schedulerApi';
import { RunProgress } from './RunProgress';
import { formatWhen } from './when';

/** The job classes registered in code: each with its triggers, last run and next fire. */
export function JobsTable({ jobs }: { jobs: SchedulerJobDto[] }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Jobs">
        <TableHead>
          <TableRow>
            <TableCell>Job</TableCell>
            <TableCell align="right">Triggers</TableCell>
            <TableCell sx={{ width: '40%' }}>Last run</TableCell>
            <TableCell>Next run</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {jobs.map((job) => (
            <TableRow key={job.jobClass} data-testid={`job-${job.jobClass}`}>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {job.jobClass}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {job.description}
                </Typography>
              </TableCell>
              <TableCell align="right">{job.triggers}</TableCell>
              <TableCell>
                {job.lastRun ? (
                  <>
                    <RunProgress run={job.lastRun} />
                    <Typography variant="caption" color="text.secondary">
                      {formatWhen(job.lastRun.createdAt)}
                    </Typography>
                  </>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    Never run
                  </Typography>
                )}
              </TableCell>
              <TableCell data-testid={`next-${job.jobClass}`}>
                {job.nextFireAt ? formatWhen(job.nextFireAt) : 'Not scheduled'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
