import { hasPermission, Permission } from '@domain/access';
import { ERROR_PREFIX } from '@domain/messages';
import { candidateIdTypeOf, canEditBackgroundChecks } from '@domain/workday';
import { Alert, Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { base64Utf8 } from '@client/api/base64Utf8';
import { queryErrorMessage } from '@client/api/describeQueryError';
import {
  useGetWorkdayCandidatePersonQuery,
  useGetWorkdayCandidateQuery,
  useSetWorkdayBackgroundCheckMutation,
  type WorkdayBackgroundCheckDto,
  type WorkdayCandidateDto,
  type WorkdayEndpointDto,
} from '../api/workdayApi';
import { QueryFailure } from '@client/components/QueryFailure';
import type { Notice } from '@client/components/NoticeSnackbar';
import { Section } from '@client/components/Section';
import { httpStatusOf, useSession } from '@client/features/auth';
import { useCandidateSync } from '../hooks/useCandidateSync';
import { BackgroundCheckDialog } from './BackgroundCheckDialog';
import { ColumnTable, type Column } from './ColumnTable';
import { LoadingLine } from '@client/components/LoadingLine';

function Field({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {value === '' ? '—' : value}
      </Typography>
    </>
  );
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The person in the portal holding the candidate id, and the sync of their data from Workday. */
function PortalPerson({ endpoint, candidateId }: { endpoint: string; candidateId: string }) {
  const { groups } = useSession();
  const person = useGetWorkdayCandidatePersonQuery({
    e: endpoint,
    a: 'Candidate_ID',
    b: candidateId,
  });
  const sync = useCandidateSync(endpoint);

  if (person.isLoading) return <Typography variant="body2">Looking for the person…</Typography>;
  if (httpStatusOf(person.error) === 404)
    return (
      <Typography variant="body2">No person in the portal holds the id {candidateId}.</Typography>
    );
  if (person.isError)
    return (
      <Alert severity="error">
        The person in the portal could not be looked up: {queryErrorMessage(person.error)}
      </Alert>
    );
  const found = person.data;
  if (!found) return null;

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Link component={RouterLink} to={`/person/${found.personUuid}`}>
          {found.lastName}, {found.firstName}
        </Link>
        {hasPermission(groups, Permission.HrSystemWrite) && (
          <Button
            size="small"
            variant="outlined"
            onClick={() => void sync.run(candidateId)}
            loading={sync.busy}
          >
            Sync into the portal
          </Button>
        )}
      </Stack>
      {sync.outcome && <Alert severity={sync.outcome.severity}>{sync.outcome.message}</Alert>}
    </Stack>
  );
}

function JobApplications({ candidate }: { candidate: WorkdayCandidateDto }) {
  const apps = candidate.collWorkdayJobApplications;
  if (apps.length === 0) return <Typography variant="body2">No job applications.</Typography>;
  return (
    <ColumnTable
      title="Job applications"
      rows={apps}
      rowKey={(app) => app.wID}
      columns={[
        { label: 'Job application', cell: (app) => app.jobApplicationId },
        { label: 'Posting', cell: (app) => app.jobPostingTitle },
        { label: 'Requisition', cell: (app) => app.jobRequisitionId },
        { label: 'Stage', cell: (app) => app.recruitingStageId },
        { label: 'Disposition', cell: (app) => app.disposition || '—' },
        {
          label: 'Assessments',
          cell: (app) => app.assessments.map((a) => `${a.test}: ${a.status}`).join('; ') || '—',
        },
      ]}
    />
  );
}

function BackgroundChecks({
  checks,
  canEdit,
  onEdit,
}: {
  checks: WorkdayBackgroundCheckDto[];
  canEdit: boolean;
  onEdit: (check: WorkdayBackgroundCheckDto) => void;
}) {
  if (checks.length === 0) return <Typography variant="body2">No background checks.</Typography>;
  const columns: Column<WorkdayBackgroundCheckDto>[] = [
    { label: 'Background check', cell: (c) => c.backgroundCheckId },
    { label: 'Package', cell: (c) => c.package },
    { label: 'Overall status', cell: (c) => c.overallStatus },
    { label: 'Package status', cell: (c) => c.packageStatus },
    { label: 'Status date', cell: (c) => c.statusDate },
    {
      label: 'Results',
      cell: (c) =>
        c.resultsUrl ? (
          <Link href={c.resultsUrl} target="_blank" rel="noreferrer">
            Results
          </Link>
        ) : (
          '—'
        ),
    },
    { label: 'Comment', cell: (c) => c.packageComment || '—' },
    { label: 'Requested by', cell: (c) => c.requester },
  ];
  if (canEdit)
    columns.push({
      label: 'Actions',
      cell: (c) => (
        <Button size="small" onClick={() => onEdit(c)}>
          Edit
        </Button>
      ),
    });
  return (
    <ColumnTable title="Background checks" rows={checks} rowKey={(c) => c.wID} columns={columns} />
  );
}

/**
 * A candidate of the HR system: its fields, the person holding it in the portal, its job
 * applications and background checks. Background checks are edited only on a non-production
 * endpoint with read and write access, by users who may change HR records (seed 001 section 6).
 */
export function CandidateObject({
  endpoint,
  id,
  onNotice,
}: {
  endpoint: WorkdayEndpointDto;
  id: string;
  onNotice: (notice: Notice) => void;
}) {
  const { groups } = useSession();
  const e = endpoint.workdayApiUuid;
  const candidate = useGetWorkdayCandidateQuery({ e, a: candidateIdTypeOf(id), b: id });
  const [setCheck, saving] = useSetWorkdayBackgroundCheckMutation();
  const [editing, setEditing] = useState<WorkdayBackgroundCheckDto | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const mayWrite = hasPermission(groups, Permission.HrSystemWrite);
  const canEdit = mayWrite && canEditBackgroundChecks(endpoint);

  // Seed 001 sections 7 and 8: a refusal alerts "Error: " and the message, a thrown error its
  // message; either way the view is read again afterwards.
  const save = async (check: WorkdayBackgroundCheckDto, changes: Record<string, string>) => {
    try {
      const answer = await setCheck({
        e,
        id: check.backgroundCheckId,
        v: base64Utf8(JSON.stringify(changes)),
      }).unwrap();
      if (answer.success) onNotice({ severity: 'success', message: answer.message });
      else setAlert(`${ERROR_PREFIX}${answer.message}`);
    } catch (error) {
      setAlert(`${ERROR_PREFIX}${queryErrorMessage(error)}`);
    } finally {
      setEditing(null);
      void candidate.refetch();
    }
  };

  if (candidate.isLoading) return <LoadingLine text="Reading the candidate from the HR system…" />;
  if (httpStatusOf(candidate.error) === 404)
    return <Alert severity="info">{queryErrorMessage(candidate.error)}</Alert>;
  const c = candidate.data;
  return (
    <Stack spacing={3}>
      <QueryFailure
        query={candidate}
        what="The candidate"
        stale={Boolean(c)}
        staleText="the candidate read before"
      />
      {alert && (
        <Alert severity="error" onClose={() => setAlert(null)}>
          {alert}
        </Alert>
      )}
      {c && (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h2">
              {c.firstName} {c.lastName}
            </Typography>
            <Chip size="small" label={c.candidateId} />
            {c.doNotHire && <Chip size="small" color="error" label="Do not hire" />}
            {c.withdrawn && <Chip size="small" color="warning" label="Withdrawn" />}
            <Button
              size="small"
              onClick={() => void candidate.refetch()}
              loading={candidate.isFetching}
            >
              Refresh
            </Button>
          </Stack>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'max-content 1fr',
              columnGap: 3,
              rowGap: 0.5,
              m: 0,
            }}
          >
            <Field label="WID" value={c.wID} />
            <Field label="Candidate ID" value={c.candidateId} />
            <Field label="E-mail" value={c.emailAddress} />
            <Field label="Phone" value={c.phone} />
            <Field label="Address" value={c.address} />
            <Field label="Language" value={c.userLanguageId} />
            <Field label="Do not hire" value={yesNo(c.doNotHire)} />
            <Field label="Withdrawn" value={yesNo(c.withdrawn)} />
          </Box>
          <Section title="In the portal">
            <PortalPerson endpoint={e} candidateId={c.candidateId} />
          </Section>
          <Section title="Job applications">
            <JobApplications candidate={c} />
          </Section>
          <Section title="Background checks">
            {mayWrite && !canEditBackgroundChecks(endpoint) && (
              <Alert severity="info" sx={{ mb: 1 }}>
                Background checks are edited only on a non-production HR endpoint with read and
                write access.
              </Alert>
            )}
            <BackgroundChecks
              checks={c.collWorkdayBackgroundChecks}
              canEdit={canEdit}
              onEdit={setEditing}
            />
          </Section>
        </>
      )}
      {editing && (
        <BackgroundCheckDialog
          endpoint={e}
          check={editing}
          busy={saving.isLoading}
          onSave={(changes) => void save(editing, changes)}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
