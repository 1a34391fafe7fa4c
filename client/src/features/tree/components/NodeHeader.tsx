import { Box, Breadcrumbs, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { NodeView, PermissionView } from '../api/treeApi';
import type { MenuAction } from '../utils/nodeActions';
import { OrgChartActions } from './OrgChartActions';

type NodeHeaderProps = {
  node: NodeView;
  permission?: PermissionView;
  onAction: (action: MenuAction) => void;
};

/** The node's ancestors, its name and level, and its 'Org Chart Actions' menu. */
export function NodeHeader({ node, permission, onAction }: NodeHeaderProps) {
  return (
    <>
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
    </>
  );
}
