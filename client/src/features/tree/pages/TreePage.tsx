import { LOADING, NODE_NOT_FOUND } from '@domain/messages';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { nodeOfPath } from '../utils/treePath';
import { queryErrorMessage } from '@client/api/describeQueryError';
import { useSession } from '@client/features/auth';
import { NodePdaSums, PdaPanel } from '@client/features/pda';
import {
  useGetNodePermissionQuery,
  useGetNodeQuery,
  useListNodesQuery,
  type NodeView,
  type PermissionView,
} from '../api/treeApi';
import { NodeChildren, NodeFiles, PdaLinks } from '../components/NodeContents';
import { NodeDialogs } from '../components/NodeDialogs';
import { NodeFinder } from '../components/NodeFinder';
import { NodeHeader } from '../components/NodeHeader';
import { NodeNotices } from '../components/NodeNotices';
import { useNodeActions } from '../hooks/useNodeActions';
import { nodeUuidLength } from '../utils/nodeRules';
import { usePageTitle } from '@client/hooks/usePageTitle';

type NodeScreenProps = {
  node: NodeView;
  permission?: PermissionView;
  /** Names the node being deleted (its reads pause), or null when the delete failed. */
  onLeaving: (nodeUuid: string | null) => void;
  /** The node is being deleted: its polls stop (they would only find it gone, 404). */
  paused?: boolean;
};

function NodeScreen({ node, permission, onLeaving, paused = false }: NodeScreenProps) {
  const { hash } = useLocation();
  const selectedPda = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : null;
  const actions = useNodeActions(node, onLeaving);
  const canWrite = permission?.canWrite ?? false;
  return (
    <Box component="main" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <NodeFinder currentUuid={node.nodeUuid} />
      <NodeHeader node={node} permission={permission} onAction={actions.onAction} />
      <NodeChildren node={node} />
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: 'flex-start' }}>
        {node.collPDAs.length > 0 && (
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <PdaLinks node={node} selected={selectedPda} />
          </Box>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <NodeFiles node={node} canUpload={canWrite} onUploaded={actions.refresh} />
        </Box>
      </Stack>
      {/* An open PDA's panel sets the node's highest demands beside its own (issue 32). */}
      {!selectedPda && <NodePdaSums key={node.nodeUuid} nodeUuid={node.nodeUuid} paused={paused} />}
      {selectedPda && (
        <PdaPanel
          pdaUuid={selectedPda}
          canWrite={canWrite}
          attachments={<NodeFiles node={node} canUpload={canWrite} onUploaded={actions.refresh} />}
        />
      )}
      <NodeDialogs
        node={node}
        permission={permission}
        dialog={actions.dialog}
        close={actions.close}
        done={actions.done}
        deleting={actions.deleting}
        trash={actions.trash}
      />
      <NodeNotices
        node={node}
        nodePdf={actions.nodePdf}
        notice={actions.notice}
        dismissNotice={actions.dismissNotice}
      />
    </Box>
  );
}

/** /tree/:nodeUuid, and /tree for the tenant. */
export function TreePage() {
  const nodeUuid = nodeOfPath(useParams());
  const { user } = useSession();
  // While the node is being deleted its reads pause: a refetch would only find it gone (404).
  const [leaving, setLeaving] = useState<string | null>(null);
  const paused = leaving === nodeUuid;
  // Seed 001: the tree screen fetches all nodes first (the "Go to node" list).
  useListNodesQuery();
  const node = useGetNodeQuery({ id: nodeUuid }, { skip: paused });
  const userUuid = user?.userUuid ?? '';
  // The seed runs the permission lookup only for 36-character ids.
  const permission = useGetNodePermissionQuery(
    { userId: userUuid, nodeId: nodeUuid },
    {
      skip: paused || userUuid.length !== nodeUuidLength || nodeUuid.length !== nodeUuidLength,
    },
  );
  const lastShown = useRef<{ node: NodeView; permission?: PermissionView } | null>(null);
  if (node.data && !paused) {
    lastShown.current = {
      node: node.data as unknown as NodeView,
      permission: permission.data as unknown as PermissionView | undefined,
    };
  }

  usePageTitle('Tree', lastShown.current?.node.description);

  if (paused && lastShown.current) {
    return <NodeScreen {...lastShown.current} onLeaving={setLeaving} paused />;
  }
  if (node.isLoading) {
    return (
      <Box component="main" sx={{ p: 3 }}>
        <Typography>{LOADING}</Typography>
      </Box>
    );
  }
  if (node.isError || !node.data) {
    const notFound = (node.error as { status?: unknown } | undefined)?.status === 404;
    return (
      <Box component="main" sx={{ p: 3 }}>
        <Alert severity={notFound ? 'warning' : 'error'}>
          {notFound ? NODE_NOT_FOUND : queryErrorMessage(node.error)}
        </Alert>
      </Box>
    );
  }
  const shown = node.data as unknown as NodeView;
  return (
    <NodeScreen
      node={shown}
      permission={permission.data as unknown as PermissionView | undefined}
      onLeaving={setLeaving}
      // Right after a delete the query still holds the deleted node's data while the parent
      // loads: that node's polls stay off.
      paused={shown.nodeUuid === leaving}
    />
  );
}
