import { canSeeReasons, hasPermission, hasPermissionOn, Permission } from '@domain/access';
import { isUuidLength } from '@domain/limits';
import { POLL_HR_DATA_MS, POLL_PERSON_IDS_MS } from '@domain/timing';
import {
  Alert,
  Box,
  Button,
  Chip,
  MenuItem,
  Stack,
  Step,
  StepLabel,
  Stepper,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import {
  useGetPersonApplicationsQuery,
  useGetPersonIdsQuery,
  useGetPersonQuery,
  type WorkdayCandidateDto,
  type WorkdayJobApplicationDto,
} from '../api/personApi';
import { QueryFailure } from '@client/components/QueryFailure';
import { NoAccess } from '@client/components/NoAccess';
import { Section } from '@client/components/Section';
import { httpStatusOf, useSession } from '@client/features/auth';
import { activeStep, stageSteps } from '../candidate';
import { PlacementProfile } from '../components/PlacementProfile';
import { useCandidateSync, viewerPath } from '@client/features/workday';
import { ContactDetails } from '../components/ContactDetails';
import { HrRecords } from '../components/HrRecords';
import { FittingJobs } from '../components/FittingJobs';
import { PersonExams } from '../components/PersonExams';
import { LoadingLine } from '@client/components/LoadingLine';
import { HistoryPanel } from '@client/features/history';
import { usePageTitle } from '@client/hooks/usePageTitle';

const TITLE = 'Candidate';

type Application = { candidate: WorkdayCandidateDto; app: WorkdayJobApplicationDto };

function Candidate({ personUuid }: { personUuid: string }) {
  const { groups } = useSession();
  const person = useGetPersonQuery({ id: personUuid });
  const ids = useGetPersonIdsQuery({ id: personUuid }, { pollingInterval: POLL_PERSON_IDS_MS });
  const mayHr = hasPermission(groups, Permission.HrSystemRead);
  const mayExams = hasPermission(groups, Permission.RosterRead);
  const hr = useGetPersonApplicationsQuery(
    { id: personUuid },
    { skip: !mayHr, pollingInterval: POLL_HR_DATA_MS },
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const endpoint = hr.data?.workdayApiUuid ?? null;
  const sync = useCandidateSync(endpoint);

  if (httpStatusOf(person.error) === 403) return <NoAccess title={TITLE} />;
  const data = person.data;
  const applications: Application[] = (hr.data?.candidates ?? []).flatMap((candidate) =>
    candidate.collWorkdayJobApplications.map((app) => ({ candidate, app })),
  );
  const current = applications.find((a) => a.app.wID === chosen) ?? applications[0];
  const canWrite = data
    ? hasPermissionOn(groups, Permission.PeopleWrite, data.clientNodeUuid)
    : false;

  return (
    <Box component="main" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Stack
        useFlexGap
        direction="row"
        spacing={2}
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1">
            {data ? `${data.lastName}, ${data.firstName}` : TITLE}
          </Typography>
          {data && (
            <Typography variant="body2" color="text.secondary">
              {data.clientDescription}
            </Typography>
          )}
        </Box>
        {/* Every person has match reasons, with or without an HR job application. */}
        {data && canSeeReasons(groups) && (
          <Button variant="outlined" component={RouterLink} to={`/reasons/${personUuid}`}>
            Match reasons
          </Button>
        )}
      </Stack>
      <QueryFailure query={person} what="The candidate" stale={Boolean(data)} />
      {person.isLoading && <LoadingLine text="Loading the candidate…" />}
      {data && (
        <>
          <Section title="IDs">
            <Stack useFlexGap direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              {(ids.data ?? data.collIDs ?? []).map((id) => (
                <Chip key={id.idUuid} label={`${id.aIDType.description}: ${id.id}`} />
              ))}
            </Stack>
          </Section>
          <Section title="Contact details">
            <ContactDetails metas={data.collPersonMetas} />
          </Section>
          {mayExams && (
            <Section title="Exams">
              <PersonExams personUuid={personUuid} />
            </Section>
          )}
          <Section title="Jobs they fit">
            <FittingJobs personUuid={personUuid} />
          </Section>
          {mayHr && (
            <Section title="Job applications">
              <QueryFailure query={hr} what="The HR data" staleText="the HR data loaded before" />
              {hr.isLoading && <Typography>Loading the job applications…</Typography>}
              {hr.data && applications.length === 0 && (
                <Alert severity="info">The HR system has no job application of this person.</Alert>
              )}
              {current && (
                <Stack spacing={2}>
                  <TextField
                    select
                    size="small"
                    label="Job application"
                    value={current.app.wID}
                    onChange={(e) => setChosen(e.target.value)}
                    sx={{ maxWidth: 520 }}
                  >
                    {applications.map(({ app }) => (
                      <MenuItem key={app.wID} value={app.wID}>
                        {app.jobPostingTitle} ({app.jobApplicationId})
                      </MenuItem>
                    ))}
                  </TextField>
                  {/* Eight stages do not fit across a phone: there they go down the page. */}
                  <Stepper
                    activeStep={activeStep(current.app)}
                    alternativeLabel={!narrow}
                    orientation={narrow ? 'vertical' : 'horizontal'}
                    aria-label="Stage"
                  >
                    {stageSteps(current.app).map((step, i) => (
                      <Step key={`${i}-${step}`}>
                        <StepLabel>{step}</StepLabel>
                      </Step>
                    ))}
                  </Stepper>
                  <Section title="Actions">
                    <Stack useFlexGap direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                      {canWrite && endpoint && (
                        <Button
                          variant="outlined"
                          disabled={sync.busy}
                          onClick={() => void sync.run(current.candidate.candidateId)}
                        >
                          Sync from HR
                        </Button>
                      )}
                      {endpoint && (
                        <Button
                          component={RouterLink}
                          to={viewerPath(endpoint, 'Candidate', current.candidate.candidateId)}
                        >
                          Open in the HR viewer
                        </Button>
                      )}
                    </Stack>
                    {sync.outcome && (
                      <Alert severity={sync.outcome.severity} sx={{ mt: 1 }}>
                        {sync.outcome.message}
                      </Alert>
                    )}
                  </Section>
                  <Section title="Placement profile">
                    <PlacementProfile
                      key={current.app.wID}
                      personUuid={personUuid}
                      wid={current.app.wID}
                      metas={data.collPersonMetas}
                      canWrite={canWrite}
                    />
                  </Section>
                </Stack>
              )}
            </Section>
          )}
          {mayHr && endpoint && <HrRecords personUuid={personUuid} endpoint={endpoint} />}
          <HistoryPanel kind="person" id={personUuid} />
        </>
      )}
    </Box>
  );
}

/**
 * /person/:uuid: a candidate with their IDs, contact details, exams, the jobs they fit and, from
 * the HR system, their job applications, stage and placement profile.
 */
export function PersonPage() {
  usePageTitle(TITLE);
  const { groups } = useSession();
  const { uuid } = useParams();
  if (!hasPermission(groups, Permission.PeopleRead)) return <NoAccess title={TITLE} />;
  if (!isUuidLength(uuid))
    return (
      <Box component="main" sx={{ p: 3 }}>
        <Alert severity="warning">Open a candidate: /person/ followed by their id.</Alert>
      </Box>
    );
  return <Candidate key={uuid} personUuid={uuid} />;
}
