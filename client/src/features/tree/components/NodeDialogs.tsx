import { levelNameOf, TREE_LEVELS } from '@domain/tree-levels';
import { useNavigate } from 'react-router';
import type { NodeView, PermissionView } from '../api/treeApi';
import { BulkPdaReportDialog } from '../dialogs/BulkPdaReportDialog';
import { CreateChildNodeDialog } from '../dialogs/CreateChildNodeDialog';
import { CreateClientSiteDialog } from '../dialogs/CreateClientSiteDialog';
import { CreatePdaDialog } from '../dialogs/CreatePdaDialog';
import { DeleteNodeDialog } from '../dialogs/DeleteNodeDialog';
import { MoveNodeDialog } from '../dialogs/MoveNodeDialog';
import { RenameNodeDialog } from '../dialogs/RenameNodeDialog';
import { SetTimeZoneDialog } from '../dialogs/SetTimeZoneDialog';
import type { OpenDialog } from '../hooks/useNodeActions';

/** Levels a bulk report can cover: the node's own and every level below it. */
function bulkLevels(node: NodeView) {
  const name = levelNameOf(node.levelUuid);
  const ordinal = TREE_LEVELS.find((l) => l.description === name)?.ordinal ?? 0;
  return TREE_LEVELS.filter((l) => l.ordinal >= ordinal && l.ordinal > 0);
}

type NodeDialogsProps = {
  node: NodeView;
  permission?: PermissionView;
  dialog: OpenDialog;
  close: () => void;
  /** Closes the dialog and says what was done. */
  done: (message: string) => void;
  deleting: boolean;
  trash: () => Promise<void>;
};

/** The dialog of the 'Org Chart Action' chosen, if any. */
export function NodeDialogs({
  node,
  permission,
  dialog,
  close,
  done,
  deleting,
  trash,
}: NodeDialogsProps) {
  const navigate = useNavigate();
  return (
    <>
      {dialog === 'rename' && (
        <RenameNodeDialog
          node={node}
          onClose={close}
          onSaved={(s) => done(`Renamed to ${s.description}.`)}
        />
      )}
      {dialog === 'setTimeZone' && (
        <SetTimeZoneDialog
          node={node}
          onClose={close}
          onSaved={(s) => done(`${s.description} now keeps time in ${s.timeZone}.`)}
        />
      )}
      {dialog === 'createClientSite' && (
        <CreateClientSiteDialog
          node={node}
          onClose={close}
          onSaved={(s) => done(`${s.description} was created.`)}
        />
      )}
      {dialog === 'createChild' && permission && (
        <CreateChildNodeDialog
          node={node}
          permission={permission}
          onClose={close}
          onSaved={(s) => done(`${s.description} was created.`)}
        />
      )}
      {dialog === 'createPda' && permission && (
        <CreatePdaDialog
          node={node}
          permission={permission}
          onClose={close}
          onSaved={(pda) => {
            done(`${pda.description} was created.`);
            void navigate({ hash: pda.pdaUuid }, { replace: true });
          }}
        />
      )}
      {dialog === 'move' && permission && (
        <MoveNodeDialog
          node={node}
          permission={permission}
          onClose={close}
          onSaved={(s) => done(`${s.description} was moved.`)}
        />
      )}
      {dialog === 'bulkPdaReport' && (
        <BulkPdaReportDialog node={node} levels={bulkLevels(node)} onClose={close} />
      )}
      {dialog === 'delete' && (
        <DeleteNodeDialog
          node={node}
          deleting={deleting}
          onClose={close}
          onConfirm={() => void trash()}
        />
      )}
    </>
  );
}
