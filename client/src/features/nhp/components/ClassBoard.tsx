import { Paper, Typography } from '@mui/material';
import { QueryFailure } from '@client/components/QueryFailure';
import type { NhpClassDetailDto, NhpKanbanDto, NhpPlacementDto } from '../api/nhpApi';
import type { useClassActions } from '../hooks/useClassActions';
import type { useClassParts } from '../hooks/useClassParts';
import { KanbanTreeTable } from './KanbanTreeTable';
import { PlacementTable } from './PlacementTable';

type ClassBoardProps = {
  klass: NhpClassDetailDto;
  canManage: boolean;
  parts: ReturnType<typeof useClassParts>;
  actions: ReturnType<typeof useClassActions>;
  onManual: (slot: NhpPlacementDto, kanban: NhpKanbanDto) => void;
  /** The class is being deleted: a failed refetch (404) is expected, not shown. */
  leaving?: boolean;
};

/** The kanban tree in KANBAN, the placement table after it, with their loading and failure. */
export function ClassBoard({
  klass,
  canManage,
  parts,
  actions,
  onManual,
  leaving = false,
}: ClassBoardProps) {
  const id = klass.nhpClassUuid;
  const status = klass.nhpClassStatusEnum;
  const { tree, kanbans, laterClasses } = parts;
  const part = status === 'KANBAN' ? tree : kanbans;
  return (
    <>
      {!leaving && (
        <QueryFailure
          query={part}
          what={status === 'KANBAN' ? 'The kanban tree' : 'The placements'}
          onRetry={parts.refresh}
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
            onManual={onManual}
            onAutoPlace={(slot) => void actions.autoPlace(slot)}
            onConfirm={(slot) => void actions.confirm(slot)}
            onUnconfirm={(slot) => void actions.unconfirm(slot)}
            onReject={(slot) => void actions.reject(slot)}
            onDefer={(slot, target) => void actions.defer(slot, target)}
          />
        )}
      </Paper>
    </>
  );
}
