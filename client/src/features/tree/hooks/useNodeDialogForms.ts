import { timeZoneRefusal } from '@domain/time-zones';
import {
  useCreateClientMutation,
  useCreateNodeMutation,
  useCreatePdaMutation,
  useMoveNodeMutation,
  useRenameNodeMutation,
  useSetClientTimeZoneMutation,
  type ClientDto,
  type NodeView,
  type NodeWrittenDto,
  type PdaDto,
  type PermissionView,
} from '../api/treeApi';
import {
  LEVEL_REQUIRED,
  nameProblem,
  PARENT_REQUIRED,
  renameProblem,
  TYPE_REQUIRED,
  VARIATION_REQUIRED,
} from '../utils/nodeRules';
import { useDialogForm } from './useDialogForm';

type NodeRef = Pick<NodeView, 'nodeUuid' | 'description'>;

/** Rename: the trimmed name, non-empty and different from the current one. */
export function useRenameForm(node: NodeRef, onSaved: (saved: NodeWrittenDto) => void) {
  const [rename] = useRenameNodeMutation();
  return useDialogForm(
    { name: node.description },
    ({ name }) => ({ name: renameProblem(name, node.description) }),
    ({ name }) => rename({ id: node.nodeUuid, renameNodeDto: { name: name.trim() } }).unwrap(),
    onSaved,
  );
}

/** Create child: one of the permitted child levels and a name. */
export function useCreateChildForm(
  node: NodeRef,
  permission: Pick<PermissionView, 'childLevels'>,
  onSaved: (saved: NodeWrittenDto) => void,
) {
  const [create] = useCreateNodeMutation();
  const only = permission.childLevels.length === 1 ? permission.childLevels[0].levelUuid : '';
  return useDialogForm(
    { levelUuid: only, name: '' },
    ({ levelUuid, name }) => ({
      levelUuid: permission.childLevels.some((l) => l.levelUuid === levelUuid)
        ? undefined
        : LEVEL_REQUIRED,
      name: nameProblem(name),
    }),
    ({ levelUuid, name }) =>
      create({ id: node.nodeUuid, level: levelUuid, name: name.trim() }).unwrap(),
    onSaved,
  );
}

/** Create PDA: a type, a name and at least one variation. */
export function useCreatePdaForm(
  node: NodeRef,
  permission: Pick<PermissionView, 'pdaTypes'>,
  onSaved: (saved: PdaDto) => void,
) {
  const [create] = useCreatePdaMutation();
  const only = permission.pdaTypes.length === 1 ? permission.pdaTypes[0].pdaTypeUuid : '';
  return useDialogForm(
    { pdaTypeUuid: only, name: '', variationUuids: [] as string[] },
    ({ pdaTypeUuid, name, variationUuids }) => ({
      pdaTypeUuid: pdaTypeUuid ? undefined : TYPE_REQUIRED,
      name: nameProblem(name),
      variationUuids: variationUuids.length > 0 ? undefined : VARIATION_REQUIRED,
    }),
    ({ pdaTypeUuid, name, variationUuids }) =>
      create({
        id: node.nodeUuid,
        type: pdaTypeUuid,
        name: name.trim(),
        variationIds: variationUuids.join(','),
      }).unwrap(),
    onSaved,
  );
}

/** Move: one of the possible parents. */
export function useMoveForm(node: NodeRef, onSaved: (saved: NodeWrittenDto) => void) {
  const [move] = useMoveNodeMutation();
  return useDialogForm(
    { parentUuid: '' },
    ({ parentUuid }) => ({ parentUuid: parentUuid ? undefined : PARENT_REQUIRED }),
    ({ parentUuid }) => move({ id: node.nodeUuid, parent: parentUuid }).unwrap(),
    onSaved,
  );
}

/** Create Client Site: a NAMC under the tenant, by name. */
/** The zone a new site is proposed in: the browser's own. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const zoneProblem = (zone: string) => timeZoneRefusal(zone.trim()) ?? undefined;

export function useCreateClientForm(tenantUuid: string, onSaved: (saved: NodeWrittenDto) => void) {
  const [create] = useCreateClientMutation();
  return useDialogForm(
    { name: '', timeZone: browserZone() },
    ({ name, timeZone }) => ({ name: nameProblem(name), timeZone: zoneProblem(timeZone) }),
    ({ name, timeZone }) =>
      create({
        id: tenantUuid,
        name: name.trim(),
        createClientDto: { timeZone: timeZone.trim() },
      }).unwrap(),
    onSaved,
  );
}

/** A client site's time zone, as an administrator sets it. */
export function useSiteTimeZoneForm(
  siteUuid: string,
  current: string,
  onSaved: (saved: ClientDto) => void,
) {
  const [setZone] = useSetClientTimeZoneMutation();
  return useDialogForm(
    { timeZone: current },
    ({ timeZone }) => ({ timeZone: zoneProblem(timeZone) }),
    ({ timeZone }) =>
      setZone({ id: siteUuid, siteTimeZoneDto: { timeZone: timeZone.trim() } }).unwrap(),
    onSaved,
  );
}
