import { dayIn } from '@domain/time-zones';
import { Alert, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { LoadingLine } from '@client/components/LoadingLine';
import { QueryFailure } from '@client/components/QueryFailure';
import { ExamStatusChip, siteDateTime, siteZoneNote } from '@client/features/rosters';
import { useListPersonExamsQuery, type PersonExamDto } from '../api/personApi';

/** The exam page's path: the roster day is the site's, as the rosters screens name it. */
export function examPath(exam: PersonExamDto): string {
  const [year, month, day] = dayIn(new Date(exam.startTs), exam.clientTimeZone).split('-');
  return `/rosters/${year}/${Number(month)}/${Number(day)}/${exam.examUuid}`;
}

/**
 * The person's exams, the newest first: type, when (at the site, its zone named where it is
 * not the reader's), where, and status, each opening its exam page. For the roster readers.
 */
export function PersonExams({ personUuid }: { personUuid: string }) {
  const exams = useListPersonExamsQuery({ id: personUuid });
  return (
    <>
      <QueryFailure query={exams} what="The exams" staleText="the exams loaded before" />
      {exams.isLoading && <LoadingLine text="Loading the exams…" />}
      {exams.data?.length === 0 && <Alert severity="info">No exam has been scheduled.</Alert>}
      {exams.data && exams.data.length > 0 && (
        <List dense disablePadding aria-label="Exams">
          {exams.data.map((exam) => {
            const zone = siteZoneNote(exam.clientTimeZone, new Date(exam.startTs));
            return (
              <ListItem key={exam.examUuid} disableGutters divider>
                <Stack
                  useFlexGap
                  direction="row"
                  spacing={1}
                  sx={{ flexWrap: 'wrap', alignItems: 'center', width: '100%' }}
                >
                  <Link component={RouterLink} to={examPath(exam)} sx={{ fontWeight: 500 }}>
                    {exam.examTypeDescription}
                  </Link>
                  <ExamStatusChip status={exam.examStatusEnum} />
                  <Typography variant="body2">
                    {siteDateTime(exam.startTs, exam.clientTimeZone)}
                    {zone && ` (${zone})`}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {exam.locationDescription}, {exam.roomDescription}
                  </Typography>
                </Stack>
              </ListItem>
            );
          })}
        </List>
      )}
    </>
  );
}
