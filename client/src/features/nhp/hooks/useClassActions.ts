import { autoPlaceSummary } from '@domain/auto-place-summary';
import { NHP_ACTION_NAMES, type NhpClassAction } from '@domain/nhp';
import { useCallback } from 'react';
import { useNoticedAction } from '@client/hooks/useNoticedAction';
import {
  useAutoPlaceNhpClassMutation,
  useDeferNhpPlacementMutation,
  useDeleteNhpClassMutation,
  useEmailNhpClassMutation,
  useFinalizeNhpClassMutation,
  useFinalizeNhpKanbansMutation,
  useLazyConfirmNhpPlacementQuery,
  useLazyUnconfirmNhpPlacementQuery,
  usePlaceSwimmerMutation,
  useRejectNhpPlacementMutation,
  useUnfinalizeNhpClassMutation,
  useUnfinalizeNhpKanbansMutation,
  type NhpPlacementDto,
  type NhpSwimmerDto,
} from '../api/nhpApi';

const personOf = (slot: NhpPlacementDto) =>
  slot.aPerson ? `${slot.aPerson.firstName} ${slot.aPerson.lastName}` : 'The person';

/**
 * The class screen's writes: each a notice after it, then the screen's refresh. `jobName` names
 * a job node in Auto-Place's account of the slots it left empty.
 */
export function useClassActions(
  classId: string,
  refresh: () => void,
  jobName: (nodeUuid: string) => string,
) {
  const { run, ...state } = useNoticedAction(refresh);
  const [finalizeKanbans] = useFinalizeNhpKanbansMutation();
  const [unfinalizeKanbans] = useUnfinalizeNhpKanbansMutation();
  const [finalize] = useFinalizeNhpClassMutation();
  const [unfinalize] = useUnfinalizeNhpClassMutation();
  const [remove] = useDeleteNhpClassMutation();
  const [email] = useEmailNhpClassMutation();
  const [autoPlace] = useAutoPlaceNhpClassMutation();
  const [place] = usePlaceSwimmerMutation();
  const [confirm] = useLazyConfirmNhpPlacementQuery();
  const [unconfirm] = useLazyUnconfirmNhpPlacementQuery();
  const [reject] = useRejectNhpPlacementMutation();
  const [defer] = useDeferNhpPlacementMutation();

  const transition = useCallback(
    (action: NhpClassAction) => {
      const call = { finalizeKanbans, unfinalizeKanbans, finalize, unfinalize }[action];
      return run(
        () => call({ id: classId }).unwrap(),
        `${NHP_ACTION_NAMES[action]}: done.`,
        `${NHP_ACTION_NAMES[action]} failed`,
      );
    },
    [classId, finalizeKanbans, unfinalizeKanbans, finalize, unfinalize, run],
  );

  const ids = (slot: NhpPlacementDto) => ({ id: classId, placementId: slot.placementUuid });

  return {
    ...state,
    transition,
    // Nothing to refresh after a delete: the class is gone and the screen leaves it.
    remove: () =>
      run(() => remove({ id: classId }).unwrap(), 'The class was deleted.', 'Delete failed', {
        refresh: false,
      }),
    email: () =>
      run(
        () => email({ id: classId }).unwrap(),
        'The class roster was e-mailed.',
        'The e-mail could not be sent',
      ),
    // Without a slot the class's button fills every empty slot; with one, that slot alone.
    autoPlace: (slot?: NhpPlacementDto) =>
      run(
        () => autoPlace({ id: slot ? slot.placementUuid : classId }).unwrap(),
        (result) => autoPlaceSummary(result, jobName),
        'Auto-Place failed',
      ),
    place: (slot: NhpPlacementDto, swimmer: NhpSwimmerDto) =>
      run(
        () => place({ placementId: slot.placementUuid, swimmerId: swimmer.swimmerUuid }).unwrap(),
        `${swimmer.firstName} ${swimmer.lastName} was placed.`,
        'Manual Placement failed',
      ),
    confirm: (slot: NhpPlacementDto) =>
      run(() => confirm(ids(slot)).unwrap(), `${personOf(slot)} is confirmed.`, 'Confirm failed'),
    unconfirm: (slot: NhpPlacementDto) =>
      run(
        () => unconfirm(ids(slot)).unwrap(),
        `${personOf(slot)} is no longer confirmed.`,
        'Unconfirm failed',
      ),
    reject: (slot: NhpPlacementDto) =>
      run(() => reject(ids(slot)).unwrap(), `${personOf(slot)} was rejected.`, 'Reject failed'),
    defer: (slot: NhpPlacementDto, targetClassId: string) =>
      run(
        () => defer({ ...ids(slot), targetClassId }).unwrap(),
        `${personOf(slot)} was deferred to a later class.`,
        'Defer failed',
      ),
  };
}
