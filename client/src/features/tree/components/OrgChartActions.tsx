import { hasAdminRights } from '@domain/groups';
import { ORG_CHART_ACTIONS } from '@domain/labels';
import { useSession } from '@client/features/auth';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import type { NodeView, PermissionView } from '../api/treeApi';
import { MENU_LABELS, nodeActions, type MenuAction } from '../utils/nodeActions';

type OrgChartActionsProps = {
  node: NodeView;
  permission: PermissionView | undefined;
  onAction: (action: MenuAction) => void;
};

/** The 'Org Chart Actions' menu: only what the node permission allows. */
export function OrgChartActions({ node, permission, onAction }: OrgChartActionsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { groups } = useSession();
  const actions = nodeActions(node, permission, hasAdminRights(groups));
  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {ORG_CHART_ACTIONS}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action}
            onClick={() => {
              setAnchor(null);
              onAction(action);
            }}
          >
            {MENU_LABELS[action]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
