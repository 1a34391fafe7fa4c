import { formatCalendarDay } from '@domain/format';
import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { EmployerJobDto } from '../api/employerApi';

/** One open job: where it is, its openings and how many of the client's people fit it. */
export function JobCard({ job }: { job: EmployerJobDto }) {
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea component={RouterLink} to={`/employer/jobs/${job.nodeUuid}`}>
        <CardContent>
          <Typography variant="h6" component="h2">
            {job.description}
          </Typography>
          {job.path && (
            <Typography variant="body2" color="text.secondary">
              {job.path}
            </Typography>
          )}
          <Typography variant="body2">
            {job.openings} {job.openings === 1 ? 'opening' : 'openings'} · first class{' '}
            {formatCalendarDay(job.firstClassDate)}
          </Typography>
          {job.analysed ? (
            <Stack useFlexGap direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
              <Typography variant="body2">{job.fit} fit</Typography>
              <Typography variant="body2">{job.notFit} not fit</Typography>
              <Typography variant="body2">{job.notAssessed} not assessed</Typography>
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Not analysed yet: nobody can be judged fit for this job.
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
