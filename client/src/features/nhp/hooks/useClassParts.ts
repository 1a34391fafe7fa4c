import { POLL_KANBAN_TREE_MS, POLL_PLACEMENTS_MS } from '@domain/timing';
import { useCallback, useMemo } from 'react';
import {
  useGetNhpKanbanTreeQuery,
  useListNhpClassesQuery,
  useListNhpKanbansQuery,
  type NhpClassDetailDto,
} from '../api/nhpApi';

/**
 * What the class page shows under its header, polled: the kanban tree in KANBAN, the placements
 * otherwise, and (for a manager in PLACEMENT) the pool's later classes a placement can move to.
 */
export function useClassParts(klass: NhpClassDetailDto, canManage: boolean) {
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
  const emptySlots = (kanbans.data ?? []).some((k) =>
    k.collNHPPlacements.some((p) => p.personUuid === null),
  );
  return { tree, kanbans, laterClasses, refresh, emptySlots };
}
