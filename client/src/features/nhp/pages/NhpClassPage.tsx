import { canManageClassesOfPool, hasPermission, Permission } from '@domain/access';
import {
  canDeleteNhpClass,
  NHP_ACTION_NAMES,
  NHP_CLASS_ACTION_STEPS,
  NHP_CLASS_ACTIONS,
  nhpClassTransition,
} from '@domain/nhp';
import { NHP_CLASS_STATUS_LABELS } from '@domain/status';
import {
  POLL_CLASS_DETAIL_MAX_MS,
  POLL_CLASS_DETAIL_MIN_MS,
  POLL_KANBAN_TREE_MS,
  POLL_PLACEMENTS_MS,
} from '@domain/timing';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { FormDialog } from '../../../components/FormDialog';
import { LoadFailureAlert } from '../../../components/LoadFailureAlert';
import { NoAccess } from '../../../components/NoAccess';
import { NoticeSnackbar } from '../../../components/NoticeSnackbar';
import { httpStatusOf, useSession } from '../../auth';
import {
  useGetNhpClassQuery,
  useGetNhpKanbanTreeQuery,
  useListNhpClassesQuery,
  useListNhpKanbansQuery,
  type NhpClassDetailDto,
  type NhpKanbanDto,
  type NhpPlacementDto,
} from '../api/nhpApi';
import { KanbanTreeTable } from '../components/KanbanTreeTable';
import { ManualPlacementDialog } from '../components/ManualPlacementDialog';
import { PlacementTable } from '../components/PlacementTable';
import { useBackoffPolling } from '../hooks/useBackoffPolling';
import { useClassActions } from '../hooks/useClassActions';
import { classDate } from '../utils/classDate';
import { HistoryPanel } from '../../history';
import { usePageTitle } from '../../../hooks/usePageTitle';

const TITLE = 'Class';

function ClassBody({ klass, canManage }: { klass: NhpClassDetailDto; canManage: boolean }) {
  const navigate = useNavigate();
  const id = klass.nhpClassUuid;
  const status = klass.nhpClassStatusEnum;
  const tree = useGetNhpKanbanTreeQuery(
    { id },
    { pollingInterval: POLL_KANBAN_TREE_MS, skip: status !== 'KANBAN' },
  );
  const kanbans = useListNhpKanbansQuery(
    { id },
    { pollingInterval: POLL_PLACEMENTS_MS, skip: status === 'KANBAN' },
  );
  const classes = useListNhpClassesQuery(undefined, { skip: !canManage || status !== 'PLACEMENT' });
  const laterClasses = useMemo(
    () =>
      (classes.data ?? []).filter(
        (c) =>
          c.nhpPoolUuid === klass.nhpPoolUuid &&
          c.nhpClassUuid !== id &&
          c.nhpClassStatusEnum !== 'FINAL' &&
          c.classTimestamp > klass.classTimestamp,
      ),
    [classes.data, klass.nhpPoolUuid, klass.classTimestamp, id],
  );
  const { refetch: refetchTree } = tree;
  const { refetch: refetchKanbans } = kanbans;
  const refresh = useCallback(() => {
    if (status === 'KANBAN') void refetchTree();
    else void refetchKanbans();
  }, [status, refetchTree, refetchKanbans]);
  const actions = useClassActions(id, refresh);
  const [manual, setManual] = useState<{ slot: NhpPlacementDto; kanban: NhpKanbanDto } | null>(
    null,
  );
  // Deleting a class and reopening a final one undo decisions: both are asked first.
  const [confirming, setConfirming] = useState<'delete' | 'unfinalize' | null>(null);
  const removeClass = () => actions.remove().then(() => navigate('/nhp-list', { replace: true }));
  const fill = {
    openings: klass.openings,
    filled: klass.filled,
    unconfirmed: klass.filled - klass.confirmed,
  };
  const offered = NHP_CLASS_ACTIONS.filter((a) => NHP_CLASS_ACTION_STEPS[a].from === status);
  const emptySlots = (kanbans.data ?? []).some((k) =>
    k.collNHPPlacements.some((p) => p.personUuid === null),
  );
  const part = status === 'KANBAN' ? tree : kanbans;

  return (
    <>
      {canManage && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ flexWrap: 'wrap', rowGap: 1 }}
          aria-label="Class actions"
        >
          {status === 'PLACEMENT' && (
            <Button
              variant="contained"
              disabled={actions.busy || !emptySlots}
              onClick={() => void actions.autoPlace()}
            >
              Auto-Place
            </Button>
          )}
          {offered.map((action) => {
            const verdict = nhpClassTransition(status, action, fill);
            return (
              <Button
                key={action}
                variant="outlined"
                disabled={actions.busy || 'problem' in verdict}
                title={'problem' in verdict ? verdict.problem : undefined}
                onClick={() =>
                  action === 'unfinalize'
                    ? setConfirming('unfinalize')
                    : void actions.transition(action)
                }
              >
                {NHP_ACTION_NAMES[action]}
              </Button>
            );
          })}
          {canDeleteNhpClass(status) && (
            <Button
              color="error"
              variant="outlined"
              disabled={actions.busy}
              onClick={() => setConfirming('delete')}
            >
              Delete Class
            </Button>
          )}
          <Button disabled={actions.busy} onClick={() => void actions.email()}>
            E-mail class
          </Button>
        </Stack>
      )}
      {canManage &&
        offered.map((action) => {
          const verdict = nhpClassTransition(status, action, fill);
          return 'problem' in verdict && action !== 'unfinalizeKanbans' ? (
            <Typography key={action} variant="body2" color="text.secondary">
              {NHP_ACTION_NAMES[action]}: {verdict.problem}
            </Typography>
          ) : null;
        })}
      {part.isError && (
        <LoadFailureAlert
          what={status === 'KANBAN' ? 'The kanban tree' : 'The placements'}
          error={part.error}
          stale={Boolean(part.data)}
          staleText="what was loaded before"
          onRetry={refresh}
        />
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        {part.isLoading && (
          <Typography color="text.secondary">
            {status === 'KANBAN' ? 'Loading the kanban tree…' : 'Loading the placements…'}
          </Typography>
        )}
        {status === 'KANBAN' && tree.data && (
          <KanbanTreeTable classId={id} nodes={tree.data} readOnly={!canManage} />
        )}
        {status !== 'KANBAN' && kanbans.data && (
          <PlacementTable
            klass={klass}
            kanbans={kanbans.data}
            laterClasses={laterClasses}
            canManage={canManage}
            busy={actions.busy}
            onManual={(slot, kanban) => setManual({ slot, kanban })}
            onConfirm={(slot) => void actions.confirm(slot)}
            onUnconfirm={(slot) => void actions.unconfirm(slot)}
            onReject={(slot) => void actions.reject(slot)}
            onDefer={(slot, target) => void actions.defer(slot, target)}
          />
        )}
      </Paper>
      {manual && (
        <ManualPlacementDialog
          classId={id}
          slot={manual.slot}
          nodeDescription={manual.kanban.aTreeNode.description}
          onCancel={() => setManual(null)}
          onPick={(swimmer) => {
            const { slot } = manual;
            setManual(null);
            void actions.place(slot, swimmer);
          }}
        />
      )}
      {confirming && (
        <FormDialog
          title={
            confirming === 'delete'
              ? `Delete the class ${klass.description}?`
              : `Unfinalize the class ${klass.description}?`
          }
          submitLabel={confirming === 'delete' ? 'Delete Class' : NHP_ACTION_NAMES.unfinalize}
          submitColor={confirming === 'delete' ? 'error' : 'primary'}
          fullWidth={false}
          busy={actions.busy}
          onClose={() => setConfirming(null)}
          onSubmit={() => {
            setConfirming(null);
            if (confirming === 'delete') void removeClass();
            else void actions.transition('unfinalize');
          }}
        >
          <Typography>
            {confirming === 'delete'
              ? 'Its job openings and placements are deleted with it.'
              : 'The class returns to Placement In Progress, and its placements can be changed again.'}
          </Typography>
        </FormDialog>
      )}
      <NoticeSnackbar notice={actions.notice} onClose={actions.closeNotice} />
    </>
  );
}

function ClassDetail({ id }: { id: string }) {
  const { groups } = useSession();
  const [pollMs, setPollMs] = useState(POLL_CLASS_DETAIL_MIN_MS);
  const detail = useGetNhpClassQuery({ id }, { pollingInterval: pollMs });
  const next = useBackoffPolling(
    detail.data?.version,
    detail.fulfilledTimeStamp,
    POLL_CLASS_DETAIL_MIN_MS,
    POLL_CLASS_DETAIL_MAX_MS,
  );
  if (next !== pollMs) setPollMs(next);
  const httpStatus = httpStatusOf(detail.error);
  if (httpStatus === 403) return <NoAccess title={TITLE} />;
  const klass = detail.data;
  const canManage = klass ? canManageClassesOfPool(groups, klass.poolDescription) : false;

  return (
    <Box component="main" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Stack
          useFlexGap
          direction="row"
          spacing={1}
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Typography variant="h4" component="h1">
            {klass?.description ?? TITLE}
          </Typography>
          {klass && (
            <Chip
              data-testid="class-status"
              label={NHP_CLASS_STATUS_LABELS[klass.nhpClassStatusEnum]}
              color={klass.nhpClassStatusEnum === 'FINAL' ? 'success' : 'primary'}
              size="small"
            />
          )}
        </Stack>
        {klass && (
          <Typography variant="body2" color="text.secondary">
            {klass.clientDescription} · {klass.poolDescription} · starts{' '}
            {classDate(klass.classTimestamp)} · {klass.openings} openings, {klass.filled} filled,{' '}
            {klass.confirmed} confirmed
          </Typography>
        )}
      </Box>
      {httpStatus === 404 && !klass && <Alert severity="warning">There is no such class.</Alert>}
      {detail.isError && httpStatus !== 404 && (
        <LoadFailureAlert
          what="The class"
          error={detail.error}
          stale={Boolean(klass)}
          staleText="the class loaded before"
          onRetry={() => void detail.refetch()}
        />
      )}
      {detail.isLoading && <Typography color="text.secondary">Loading the class…</Typography>}
      {klass && <ClassBody key={klass.nhpClassStatusEnum} klass={klass} canManage={canManage} />}
      {klass && <HistoryPanel kind="class" id={id} />}
    </Box>
  );
}

/** /nhp-class/:uuid: the kanban tree in KANBAN, the placement table in PLACEMENT and FINAL. */
export function NhpClassPage() {
  usePageTitle(TITLE);
  const { groups } = useSession();
  const { uuid } = useParams();
  if (!hasPermission(groups, Permission.PoolsRead)) return <NoAccess title={TITLE} />;
  return <ClassDetail key={uuid} id={uuid ?? ''} />;
}
