import { canManageClassesOfPool, hasPermission, Permission } from '@domain/access';
import { errorText } from '@domain/messages';
import { NHP_CLASS_STATUS_LABELS } from '@domain/status';
import { POLL_CLASS_DETAIL_MAX_MS, POLL_CLASS_DETAIL_MIN_MS } from '@domain/timing';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { describeQueryError } from '@client/api/describeQueryError';
import { QueryFailure } from '@client/components/QueryFailure';
import { NoAccess } from '@client/components/NoAccess';
import { NoticeSnackbar } from '@client/components/NoticeSnackbar';
import { httpStatusOf, useSession } from '@client/features/auth';
import {
  useGetNhpClassQuery,
  type NhpClassDetailDto,
  type NhpKanbanDto,
  type NhpPlacementDto,
} from '../api/nhpApi';
import { ClassActionBar } from '../components/ClassActionBar';
import { ClassBoard } from '../components/ClassBoard';
import { ClassConfirmDialog } from '../components/ClassConfirmDialog';
import { ManualPlacementDialog } from '../components/ManualPlacementDialog';
import { useBackoffPolling } from '../hooks/useBackoffPolling';
import { useClassActions } from '../hooks/useClassActions';
import { useClassParts } from '../hooks/useClassParts';
import { classDate } from '../utils/classDate';
import { HistoryPanel } from '@client/features/history';
import { usePageTitle } from '@client/hooks/usePageTitle';

const TITLE = 'Class';

/** Seed 001: a class that fails to load reads "Error: " plus the serialised error. */
const classLoadFailure = (error: Parameters<typeof describeQueryError>[0] | undefined) =>
  errorText(error ? describeQueryError(error) : error);

type ClassBodyProps = {
  klass: NhpClassDetailDto;
  canManage: boolean;
  /** Deleting: the class's reads may now answer 404, which is no failure to show. */
  leaving: boolean;
  onLeaving: (leaving: boolean) => void;
};

function ClassBody({ klass, canManage, leaving, onLeaving }: ClassBodyProps) {
  const navigate = useNavigate();
  const id = klass.nhpClassUuid;
  const parts = useClassParts(klass, canManage);
  const kanbans = parts.kanbans.data;
  const jobName = useCallback(
    (node: string) =>
      kanbans?.find((k) => k.aTreeNode.nodeUuid === node)?.aTreeNode.description ?? node,
    [kanbans],
  );
  const actions = useClassActions(id, parts.refresh, jobName);
  const [manual, setManual] = useState<{ slot: NhpPlacementDto; kanban: NhpKanbanDto } | null>(
    null,
  );
  const [confirming, setConfirming] = useState<'delete' | 'unfinalize' | null>(null);
  const removeClass = async () => {
    // Said before the request: its 'nhp' invalidation refetches the class, now gone (404).
    onLeaving(true);
    if (await actions.remove()) void navigate('/nhp-list', { replace: true });
    else onLeaving(false);
  };

  return (
    <>
      {canManage && (
        <ClassActionBar
          klass={klass}
          actions={actions}
          emptySlots={parts.emptySlots}
          onAsk={setConfirming}
        />
      )}
      <ClassBoard
        klass={klass}
        canManage={canManage}
        leaving={leaving}
        parts={parts}
        actions={actions}
        onManual={(slot, kanban) => setManual({ slot, kanban })}
      />
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
        <ClassConfirmDialog
          klass={klass}
          confirming={confirming}
          busy={actions.busy}
          onClose={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            if (confirming === 'delete') void removeClass();
            else void actions.transition('unfinalize');
          }}
        />
      )}
      <NoticeSnackbar notice={actions.notice} onClose={actions.closeNotice} />
    </>
  );
}

function ClassDetail({ id }: { id: string }) {
  const { groups } = useSession();
  const [pollMs, setPollMs] = useState(POLL_CLASS_DETAIL_MIN_MS);
  const [leaving, setLeaving] = useState(false);
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
  const canManage = klass ? canManageClassesOfPool(groups, klass) : false;

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
      {httpStatus === 404 && !klass && !leaving && (
        <Alert severity="warning">There is no such class.</Alert>
      )}
      {httpStatus !== 404 && !leaving && (
        <QueryFailure
          query={detail}
          what="The class"
          stale={Boolean(klass)}
          staleText="the class loaded before"
          failureText={classLoadFailure(detail.error)}
        />
      )}
      {detail.isLoading && <Typography color="text.secondary">Loading the class…</Typography>}
      {klass && (
        <ClassBody
          key={klass.nhpClassStatusEnum}
          klass={klass}
          canManage={canManage}
          leaving={leaving}
          onLeaving={setLeaving}
        />
      )}
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
