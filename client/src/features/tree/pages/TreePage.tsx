import AccessTimeIcon from '@mui/icons-material/AccessTime';
import { LOADING, NODE_NOT_FOUND } from '@domain/messages';
import { levelNameOf, TENANT_NODE_UUID, TREE_LEVELS } from '@domain/tree-levels';
import { Alert, Box, Breadcrumbs, Link, Snackbar, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { queryErrorMessage } from '../../../api/describeQueryError';
import { useAppDispatch } from '../../../app/hooks';
import { useSession } from '../../auth';
import { PdaPanel } from '../../pda';
import {
  invalidateTree,
  useDisableNodeMutation,
  useEnableNodeMutation,
  useGetNodePermissionQuery,
  useGetNodeQuery,
  useTrashNodeMutation,
  type NodeView,
  type PermissionView,
} from '../api/treeApi';
import { NodeChildren, NodeFiles, PdaLinks } from '../components/NodeContents';
import { BulkPdaReportDialog } from '../dialogs/BulkPdaReportDialog';
import { CreateChildNodeDialog } from '../dialogs/CreateChildNodeDialog';
import { CreateClientSiteDialog } from '../dialogs/CreateClientSiteDialog';
import { CreatePdaDialog } from '../dialogs/CreatePdaDialog';
import { DeleteNodeDialog } from '../dialogs/DeleteNodeDialog';
import { MoveNodeDialog } from '../dialogs/MoveNodeDialog';
import { RenameNodeDialog } from '../dialogs/RenameNodeDialog';
import { OrgChartActions } from '../components/OrgChartActions';
import { nodeUuidLength } from '../utils/nodeRules';
import { nodePdfUrl } from '../../../api/links';
import { usePdfDownload } from '../../../hooks/usePdfDownload';
import type { MenuAction } from '../utils/nodeActions';
import { usePageTitle } from '../../../hooks/usePageTitle';

type OpenDialog = Exclude<MenuAction, 'disable' | 'enable' | 'nodePdf'> | null;

/** Levels a bulk report can cover: the node's own and every level below it. */
function bulkLevels(node: NodeView) {
  const name = levelNameOf(node.levelUuid);
  const ordinal = TREE_LEVELS.find((l) => l.description === name)?.ordinal ?? 0;
  return TREE_LEVELS.filter((l) => l.ordinal >= ordinal && l.ordinal > 0);
}

type NodeScreenProps = {
  node: NodeView;
  permission?: PermissionView;
  /** Names the node being deleted (its reads pause), or null when the delete failed. */
  onLeaving: (nodeUuid: string | null) => void;
};

function NodeScreen({ node, permission, onLeaving }: NodeScreenProps) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { hash } = useLocation();
  const selectedPda = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : null;
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; message: string } | null>(
    null,
  );
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

  return (
    <Box component="main" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Breadcrumbs aria-label="Ancestors">
        {node.ancestors.map((ancestor) => (
          <Link key={ancestor.nodeUuid} component={RouterLink} to={`/tree/${ancestor.nodeUuid}`}>
            {ancestor.description}
          </Link>
        ))}
        <Typography color="text.primary">{node.description}</Typography>
      </Breadcrumbs>
      <Stack
        useFlexGap
        direction="row"
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}
      >
        <Box>
          <Typography
            variant="h4"
            component="h1"
            sx={node.enabled ? undefined : { color: 'text.disabled' }}
          >
            {node.description}
          </Typography>
          <Typography color="text.secondary" data-testid="node-level">
            {node.aTreeLevel.description}
            {node.enabled ? '' : ' (disabled)'}
          </Typography>
        </Box>
        <OrgChartActions node={node} permission={permission} onAction={onAction} />
      </Stack>
      <NodeChildren node={node} />
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: 'flex-start' }}>
        {node.collPDAs.length > 0 && (
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <PdaLinks node={node} selected={selectedPda} />
          </Box>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <NodeFiles node={node} canUpload={permission?.canWrite ?? false} onUploaded={refresh} />
        </Box>
      </Stack>
      {selectedPda && (
        <PdaPanel
          pdaUuid={selectedPda}
          canWrite={permission?.canWrite ?? false}
          attachments={
            <NodeFiles node={node} canUpload={permission?.canWrite ?? false} onUploaded={refresh} />
          }
        />
      )}
      {dialog === 'rename' && (
        <RenameNodeDialog
          node={node}
          onClose={close}
          onSaved={(s) => done(`Renamed to ${s.description}.`)}
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
          deleting={trashState.isLoading}
          onClose={close}
          onConfirm={() => void trash()}
        />
      )}
      <Snackbar open={nodePdf.generating}>
        <Alert severity="info" icon={<AccessTimeIcon />} variant="filled">
          Generating the PDF of {node.description}…
        </Alert>
      </Snackbar>
      {nodePdf.error && (
        <Alert severity="error" onClose={nodePdf.dismissError}>
          {nodePdf.error}
        </Alert>
      )}
      <Snackbar open={notice !== null} autoHideDuration={6000} onClose={() => setNotice(null)}>
        {notice ? (
          <Alert severity={notice.severity} onClose={() => setNotice(null)} variant="filled">
            {notice.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </Box>
  );
}

/** /tree/:nodeUuid, and /tree for the tenant. */
export function TreePage() {
  const { nodeUuid = TENANT_NODE_UUID } = useParams();
  const { user } = useSession();
  // While the node is being deleted its reads pause: a refetch would only find it gone (404).
  const [leaving, setLeaving] = useState<string | null>(null);
  const paused = leaving === nodeUuid;
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
    return <NodeScreen {...lastShown.current} onLeaving={setLeaving} />;
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
  return (
    <NodeScreen
      node={node.data as unknown as NodeView}
      permission={permission.data as unknown as PermissionView | undefined}
      onLeaving={setLeaving}
    />
  );
}
