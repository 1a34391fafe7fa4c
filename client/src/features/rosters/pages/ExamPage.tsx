import { canSeeReasons, hasPermission, Permission } from '@domain/access';
import { isExamEditable } from '@domain/exams';
import { isUuidLength } from '@domain/limits';
import { POLL_EXAM_FIELDS_MS, POLL_EXAM_SCORED_MS } from '@domain/timing';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import InsightsIcon from '@mui/icons-material/Insights';
import PersonIcon from '@mui/icons-material/Person';
import { Alert, Box, Button, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useCallback, useState, type ReactNode } from 'react';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { queryErrorMessage } from '@client/api/describeQueryError';
import { NoAccess } from '@client/components/NoAccess';
import { NoticeSnackbar } from '@client/components/NoticeSnackbar';
import { httpStatusOf, useSession } from '@client/features/auth';
import {
  useGetExamQuery,
  useGetExamSectionsQuery,
  useGetRosterQuery,
  useIsExamScoredQuery,
  useListExamFieldsQuery,
} from '../api/rostersApi';
import { ExamActions } from '../components/ExamActions';
import { ExamForm } from '../components/ExamForm';
import { ExamStatusChip } from '../components/ExamStatusChip';
import { useExamActions } from '../hooks/useExamActions';
import { parseRosterDate, rosterArgs, rosterPath, isoDay } from '../utils/rosterDate';
import { siteDateTime, siteZoneNote } from '../utils/siteTime';
import { useSiteToday } from '../hooks/useSiteToday';
import { LoadingLine } from '@client/components/LoadingLine';
import { HistoryPanel } from '@client/features/history';
import { usePageTitle } from '@client/hooks/usePageTitle';

const TITLE = 'Exam';

/** An icon link beside the candidate's name, named by its tooltip. */
function HeaderLink({ title, to, icon }: { title: string; to: string; icon: ReactNode }) {
  return (
    <Tooltip title={title}>
      <IconButton component={RouterLink} to={to} aria-label={title}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

function Exam({ examUuid, date }: { examUuid: string; date: Date }) {
  const { groups } = useSession();
  const exam = useGetExamQuery({ id: examUuid });
  const fields = useListExamFieldsQuery({ id: examUuid }, { pollingInterval: POLL_EXAM_FIELDS_MS });
  const sections = useGetExamSectionsQuery(
    { id: exam.data?.examTypeUuid ?? '' },
    { skip: !exam.data },
  );
  const roster = useGetRosterQuery(rosterArgs(date));
  const complete = exam.data?.examStatusEnum === 'COMPLETE';
  const scored = useIsExamScoredQuery(
    { id: examUuid },
    { skip: !complete, pollingInterval: POLL_EXAM_SCORED_MS },
  );
  const [showRequired, setShowRequired] = useState(false);
  const { refetch: refetchExam } = exam;
  const { refetch: refetchFields } = fields;
  const { refetch: refetchRoster } = roster;
  const refetchAll = useCallback(() => {
    void refetchExam();
    void refetchFields();
    void refetchRoster();
  }, [refetchExam, refetchFields, refetchRoster]);
  const actions = useExamActions(examUuid, refetchAll);
  const back = rosterPath(date);

  const status = httpStatusOf(exam.error);
  if (status === 403) return <NoAccess title={TITLE} />;
  if (exam.isLoading) return <LoadingLine text="Loading the exam…" sx={{ p: 3 }} />;
  if (!exam.data)
    return (
      <Box component="main" sx={{ p: 3 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={refetchAll}>
              Retry
            </Button>
          }
        >
          {status === 404
            ? 'This exam does not exist, or is not at a site you can see.'
            : `The exam could not be loaded: ${queryErrorMessage(exam.error)}`}
        </Alert>
        <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon />} sx={{ mt: 2 }}>
          Back to the roster
        </Button>
      </Box>
    );

  const e = exam.data;
  const zoneNote = siteZoneNote(e.clientTimeZone, new Date(e.startTs));
  const canWrite = hasPermission(groups, Permission.ExamWrite);
  const readOnly = !canWrite || !isExamEditable(e.examStatusEnum);
  return (
    <Box component="main" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}
      >
        <Stack
          useFlexGap
          direction="row"
          spacing={1}
          sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <IconButton component={RouterLink} to={back} aria-label="Back to the roster">
            <ArrowBackIcon />
          </IconButton>
          <Box>
            <Stack
              useFlexGap
              direction="row"
              spacing={1}
              sx={{ flexWrap: 'wrap', alignItems: 'center' }}
            >
              <Typography variant="h4" component="h1">
                {e.lastName}, {e.firstName}
              </Typography>
              <ExamStatusChip status={e.examStatusEnum} />
              {complete && (
                <Chip
                  size="small"
                  variant="outlined"
                  color={scored.data?.isScored ? 'success' : 'default'}
                  label={scored.data?.isScored ? 'Scored' : 'Scoring…'}
                />
              )}
              {hasPermission(groups, Permission.PeopleRead) && (
                <HeaderLink
                  title="Candidate page"
                  to={`/person/${e.aID.personUuid}`}
                  icon={<PersonIcon />}
                />
              )}
              {canSeeReasons(groups) && (
                <HeaderLink
                  title="Match reasons"
                  to={`/reasons/${e.aID.personUuid}`}
                  icon={<InsightsIcon />}
                />
              )}
            </Stack>
            <Typography color="text.secondary">
              {e.examTypeDescription} · ID {e.aID.id} · {e.roomDescription}, {e.locationDescription}{' '}
              · {siteDateTime(e.startTs, e.clientTimeZone)}
              {zoneNote && ` (${zoneNote})`}
            </Typography>
          </Box>
        </Stack>
        {canWrite && (
          <ExamActions
            status={e.examStatusEnum}
            completionPercent={e.completionPercent}
            busy={actions.busy}
            onVerify={() => setShowRequired(true)}
            onAction={(action) => void actions.act(action)}
          />
        )}
      </Stack>
      {showRequired && isExamEditable(e.examStatusEnum) && (
        <Alert severity={e.completionPercent === 100 ? 'success' : 'info'}>
          {e.completionPercent === 100
            ? 'Every required field is filled: the exam can be finalized.'
            : `${e.completionPercent}% of the required fields are filled; the missing ones are marked.`}
        </Alert>
      )}
      {fields.isError && !fields.data && (
        <Alert severity="error">
          The exam’s values could not be loaded: {queryErrorMessage(fields.error)}
        </Alert>
      )}
      {sections.isError && (
        <Alert severity="error">
          The exam form could not be loaded: {queryErrorMessage(sections.error)}
        </Alert>
      )}
      {sections.data && fields.data ? (
        sections.data.length === 0 ? (
          <Alert severity="info">This exam type has no form.</Alert>
        ) : (
          <ExamForm
            sections={sections.data}
            values={fields.data}
            readOnly={readOnly}
            showRequired={showRequired}
            onSave={actions.save}
          />
        )
      ) : (
        !sections.isError && <LoadingLine text="Loading the form…" />
      )}
      <HistoryPanel kind="exam" id={examUuid} />
      <NoticeSnackbar notice={actions.notice} onClose={actions.closeNotice} />
    </Box>
  );
}

/**
 * /rosters/:year/:month/:day/:uuid: an invalid date goes to today's roster; queries wait for a
 * 36-character exam id.
 */
export function ExamPage() {
  const { groups } = useSession();
  const { year, month, day, uuid } = useParams();
  const date = parseRosterDate(year, month, day);
  // Only a path without a valid day asks for today (the site's), and only of a roster reader.
  const { zone, today } = useSiteToday(!date && hasPermission(groups, Permission.RosterRead));
  usePageTitle(TITLE, date && isoDay(date));
  if (!hasPermission(groups, Permission.RosterRead)) return <NoAccess title={TITLE} />;
  if (!date)
    return zone ? <Navigate to={rosterPath(today())} replace /> : <LoadingLine text="Loading…" />;
  if (!isUuidLength(uuid))
    return (
      <Box component="main" sx={{ p: 3 }}>
        <Alert severity="warning">“{uuid}” is not an exam id.</Alert>
      </Box>
    );
  return <Exam key={uuid} examUuid={uuid} date={date} />;
}
