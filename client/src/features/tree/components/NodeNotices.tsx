import AccessTimeIcon from '@mui/icons-material/AccessTime';
import { Alert, Snackbar } from '@mui/material';
import type { usePdfDownload } from '@client/hooks/usePdfDownload';
import type { NodeView } from '../api/treeApi';
import type { NodeNotice } from '../hooks/useNodeActions';

type NodeNoticesProps = {
  node: NodeView;
  nodePdf: ReturnType<typeof usePdfDownload>;
  notice: NodeNotice | null;
  dismissNotice: () => void;
};

/** The node PDF's progress and failure, and the notice the last write left. */
export function NodeNotices({ node, nodePdf, notice, dismissNotice }: NodeNoticesProps) {
  return (
    <>
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
      <Snackbar open={notice !== null} autoHideDuration={6000} onClose={dismissNotice}>
        {notice ? (
          <Alert severity={notice.severity} onClose={dismissNotice} variant="filled">
            {notice.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </>
  );
}
