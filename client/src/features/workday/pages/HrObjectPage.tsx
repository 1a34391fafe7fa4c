import { hasPermission, Permission } from '@domain/access';
import {
  CONTACT_ADMINISTRATOR,
  HR_OBJECT_TYPE_NO_ACCESS,
  INVALID_OBJECT_ID,
} from '@domain/messages';
import { WORKER_SEARCH_DEBOUNCE_MS } from '@domain/timing';
import {
  defaultWorkdayEndpoint,
  isWorkdayObjectType,
  WORKDAY_OBJECT_TYPES,
  workdayObjectIdProblem,
  type WorkdayObjectType,
} from '@domain/workday';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useListWorkdayEndpointsQuery, type WorkdayEndpointDto } from '../api/workdayApi';
import { QueryFailure } from '@client/components/QueryFailure';
import { NoAccess } from '@client/components/NoAccess';
import { NoticeSnackbar, type Notice } from '@client/components/NoticeSnackbar';
import { useDebouncedValue } from '@client/hooks/useDebouncedValue';
import { useSession } from '@client/features/auth';
import { CandidateObject } from '../components/CandidateObject';
import { DeleteEndpointDialog } from '../components/DeleteEndpointDialog';
import { EndpointFormDialog } from '../components/EndpointFormDialog';
import { EndpointPanel } from '../components/EndpointPanel';
import { EmailCandidates, ReferenceList, WorkerResults } from '../components/ListObjects';
import { OBJECT_TYPE_LABELS, viewerPath } from '../viewerPath';
import { LoadingLine } from '@client/components/LoadingLine';
import { usePageTitle } from '@client/hooks/usePageTitle';

const TITLE = 'External HR object';

/**
 * The object id field. Worker searches follow the typing (500 ms after it pauses, seed 001
 * section 9); other ids open on Enter or Open.
 */
function ObjectIdField({
  type,
  id,
  onOpen,
}: {
  type: WorkdayObjectType;
  id: string;
  onOpen: (id: string) => void;
}) {
  const [draft, setDraft] = useState(id);
  const searching = type === 'Worker';
  const settled = useDebouncedValue(draft.trim(), WORKER_SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (searching && settled !== id) onOpen(settled);
  }, [searching, settled, id, onOpen]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onOpen(draft.trim());
  };
  return (
    <Stack
      useFlexGap
      component="form"
      direction="row"
      spacing={1}
      onSubmit={submit}
      sx={{ flexWrap: 'wrap', flex: 1 }}
    >
      <TextField
        size="small"
        label={OBJECT_TYPE_LABELS[type].idLabel}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        sx={{ flex: 1, minWidth: 260 }}
        slotProps={{ htmlInput: { 'aria-label': 'Object ID', maxLength: 200 } }}
      />
      {!searching && (
        <Button type="submit" variant="contained">
          Open
        </Button>
      )}
    </Stack>
  );
}

function ObjectView({
  endpoint,
  type,
  id,
  onNotice,
}: {
  endpoint: WorkdayEndpointDto;
  type: WorkdayObjectType;
  id: string;
  onNotice: (notice: Notice) => void;
}) {
  const e = endpoint.workdayApiUuid;
  switch (type) {
    case 'Candidate':
      return <CandidateObject key={id} endpoint={endpoint} id={id} onNotice={onNotice} />;
    case 'Worker':
      return <WorkerResults endpoint={e} text={id} />;
    case 'Email':
      return <EmailCandidates endpoint={e} email={id} />;
    case 'Reference':
      return <ReferenceList endpoint={e} type={id} />;
  }
}

function Viewer() {
  const { groups } = useSession();
  const isAdmin = hasPermission(groups, Permission.HrSystemAdmin);
  const [editing, setEditing] = useState<WorkdayEndpointDto | 'new' | null>(null);
  const [deleting, setDeleting] = useState<WorkdayEndpointDto | null>(null);
  const params = useParams();
  const navigate = useNavigate();
  const endpoints = useListWorkdayEndpointsQuery();
  const [notice, setNotice] = useState<Notice | null>(null);
  const list = endpoints.data ?? [];
  const named = params.workdayApiUuid;
  const endpoint = list.find((e) => e.workdayApiUuid === named);
  const fallback = defaultWorkdayEndpoint(list);
  // An unset type reads as a candidate, the object the candidate page links to.
  const typeName = params.objectType ?? 'Candidate';
  const type = isWorkdayObjectType(typeName) ? typeName : undefined;
  const id = params.objectId ?? '';
  const idProblem = type ? workdayObjectIdProblem(type, id) : undefined;

  // No endpoint named: the default one, replacing the history entry so Back leaves the viewer.
  useEffect(() => {
    if (!named && fallback) navigate(viewerPath(fallback.workdayApiUuid), { replace: true });
  }, [named, fallback, navigate]);

  const open = (next: { endpoint?: string; type?: string; id?: string }) =>
    navigate(viewerPath(next.endpoint ?? named, next.type ?? typeName, next.id));

  return (
    <Box component="main" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h4" component="h1">
        {TITLE}
      </Typography>
      {endpoints.isLoading && <LoadingLine text="Loading the HR endpoints…" />}
      <QueryFailure
        query={endpoints}
        what="The HR endpoints"
        staleText="the endpoints loaded before"
      />
      {endpoints.data && list.length === 0 && (
        <Alert severity="info">
          No HR system endpoint is configured.{' '}
          {isAdmin ? 'Add one to read the HR system.' : CONTACT_ADMINISTRATOR}
        </Alert>
      )}
      {isAdmin && endpoints.data && (
        <Box>
          <Button variant="outlined" onClick={() => setEditing('new')}>
            Add endpoint
          </Button>
        </Box>
      )}
      {list.length > 0 && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
          <TextField
            select
            size="small"
            label="Endpoint"
            value={endpoint ? endpoint.workdayApiUuid : ''}
            onChange={(e) => open({ endpoint: e.target.value, id })}
            sx={{ minWidth: 240 }}
          >
            {list.map((e) => (
              <MenuItem key={e.workdayApiUuid} value={e.workdayApiUuid}>
                {e.description} ({e.isProduction ? 'production' : 'test'}
                {e.isDefault ? ', default' : ''})
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Object type"
            value={type ?? ''}
            onChange={(e) => open({ type: e.target.value })}
            sx={{ minWidth: 200 }}
            disabled={!endpoint}
          >
            {WORKDAY_OBJECT_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {OBJECT_TYPE_LABELS[t].label}
              </MenuItem>
            ))}
          </TextField>
          {endpoint && type && (
            <ObjectIdField
              // A worker search keeps its field while the path follows the typing.
              key={type === 'Worker' ? type : `${type}|${id}`}
              type={type}
              id={id}
              onOpen={(next) => open({ id: next })}
            />
          )}
        </Stack>
      )}
      {endpoints.data && named && !endpoint && (
        <Alert severity="error">No HR endpoint has the id {named}.</Alert>
      )}
      {endpoint && (
        <>
          <EndpointPanel
            endpoint={endpoint}
            onNotice={setNotice}
            onTokenRefreshed={() => void endpoints.refetch()}
            onEdit={isAdmin ? () => setEditing(endpoint) : undefined}
            onDelete={isAdmin ? () => setDeleting(endpoint) : undefined}
          />
          {!endpoint.canRead ? (
            <Alert severity="warning">
              The HR endpoint “{endpoint.description}” is not enabled for reading.{' '}
              {CONTACT_ADMINISTRATOR}
            </Alert>
          ) : !type ? (
            <Alert severity="warning">{HR_OBJECT_TYPE_NO_ACCESS}</Alert>
          ) : idProblem ? (
            <Alert severity="info">
              <div>{INVALID_OBJECT_ID}</div>
              {id !== '' && <div>{idProblem}</div>}
            </Alert>
          ) : (
            <ObjectView endpoint={endpoint} type={type} id={id} onNotice={setNotice} />
          )}
        </>
      )}
      {editing && (
        <EndpointFormDialog
          endpoint={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setNotice({
              severity: 'success',
              message: `HR endpoint ${saved.description} ${editing === 'new' ? 'added' : 'saved'}`,
            });
            setEditing(null);
            if (editing === 'new') navigate(viewerPath(saved.workdayApiUuid));
          }}
        />
      )}
      {deleting && (
        <DeleteEndpointDialog
          endpoint={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setNotice({
              severity: 'success',
              message: `HR endpoint ${deleting.description} deleted`,
            });
            setDeleting(null);
            // The list still holds the deleted endpoint until it is read again: pick among the rest.
            const next = defaultWorkdayEndpoint(
              list.filter((e) => e.workdayApiUuid !== deleting.workdayApiUuid),
            );
            navigate(viewerPath(next?.workdayApiUuid), { replace: true });
          }}
        />
      )}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}

/** /integrations/workday/:workdayApiUuid?/:objectType?/:objectId?: the HR object viewer. */
export function HrObjectPage() {
  usePageTitle(TITLE);
  const { groups } = useSession();
  if (!hasPermission(groups, Permission.HrSystemRead)) return <NoAccess title={TITLE} />;
  return <Viewer />;
}
