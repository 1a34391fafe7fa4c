import { useState } from 'react';
import { useNavigate } from 'react-router';
import { queryErrorMessage } from '@client/api/describeQueryError';
import { nodePdfUrl } from '@client/api/links';
import { useAppDispatch } from '@client/app/hooks';
import { usePdfDownload } from '@client/hooks/usePdfDownload';
import {
  invalidateTree,
  useDisableNodeMutation,
  useEnableNodeMutation,
  useTrashNodeMutation,
  type NodeView,
} from '../api/treeApi';
import type { MenuAction } from '../utils/nodeActions';

/** The dialog an 'Org Chart Action' opens; disable, enable and the PDF run at once. */
export type OpenDialog = Exclude<MenuAction, 'disable' | 'enable' | 'nodePdf'> | null;

export type NodeNotice = { severity: 'success' | 'error'; message: string };

/**
 * What the node page's actions do: the open dialog, the notice a write leaves, the node PDF
 * and the delete (whose reads pause through onLeaving while it runs).
 */
export function useNodeActions(node: NodeView, onLeaving: (nodeUuid: string | null) => void) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [notice, setNotice] = useState<NodeNotice | null>(null);
  const [disableNode] = useDisableNodeMutation();
  const [enableNode] = useEnableNodeMutation();
  const [trashNode, trashState] = useTrashNodeMutation();

  const nodePdf = usePdfDownload();
  const refresh = () => dispatch(invalidateTree());
  const close = () => setDialog(null);
  const done = (message: string) => {
    close();
    setNotice({ severity: 'success', message });
  };
  const fail = (failure: unknown) =>
    setNotice({ severity: 'error', message: queryErrorMessage(failure) });

  const onAction = (action: MenuAction) => {
    if (action === 'nodePdf') {
      void nodePdf.download(nodePdfUrl(node.nodeUuid), `${node.description}.pdf`);
      return;
    }
    if (action === 'disable' || action === 'enable') {
      const run = action === 'disable' ? disableNode : enableNode;
      run({ id: node.nodeUuid })
        .unwrap()
        .then(() =>
          setNotice({ severity: 'success', message: `${node.description} was ${action}d.` }),
        )
        .catch(fail);
      return;
    }
    setDialog(action);
  };

  const trash = async () => {
    onLeaving(node.nodeUuid);
    try {
      const parent = await trashNode({ id: node.nodeUuid }).unwrap();
      close();
      void navigate(`/tree/${parent.nodeUuid}`);
    } catch (failure) {
      onLeaving(null);
      close();
      fail(failure);
    }
  };

  return {
    dialog,
    close,
    done,
    onAction,
    trash,
    deleting: trashState.isLoading,
    refresh,
    nodePdf,
    notice,
    dismissNotice: () => setNotice(null),
  };
}
