import {
  Box,
  Drawer,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Tooltip,
} from '@mui/material';
import { NavLink } from 'react-router';
import type { NavLinkDto } from '../api/shellApi';
import { navIcon } from '../utils/navIcons';

const WIDTH_OPEN = 232;
const WIDTH_CLOSED = 56;

/** Phones and tablets: the drawer lies over the page, opens on demand and closes on a choice. */
export interface TemporaryDrawer {
  open: boolean;
  onClose: () => void;
}

/**
 * The left navigation: icons only when collapsed (with the name as tooltip), names when open.
 * A failed load shows no drawer; the home page reports the error and offers a retry.
 */
export function NavDrawer({
  expanded,
  links,
  temporary,
}: {
  expanded: boolean;
  links: NavLinkDto[];
  temporary?: TemporaryDrawer;
}) {
  const width = expanded ? WIDTH_OPEN : WIDTH_CLOSED;
  const list = (
    <Box component="nav" aria-label="Applications">
      <List dense>
        {links.map((link) => {
          const Icon = navIcon(link.icon);
          return (
            // A list holds list items: each link sits in its own <li> (axe's "list" rule).
            <ListItem key={link.navLinkUuid} disablePadding>
              <Tooltip title={expanded ? '' : link.description} placement="right">
                <ListItemButton
                  component={NavLink}
                  to={link.to}
                  aria-label={link.description}
                  onClick={temporary?.onClose}
                  sx={{ '&.active': { bgcolor: 'action.selected' } }}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText primary={link.description} sx={{ whiteSpace: 'nowrap' }} />
                </ListItemButton>
              </Tooltip>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
  if (temporary) {
    return (
      <Drawer
        variant="temporary"
        open={temporary.open}
        onClose={temporary.onClose}
        slotProps={{ paper: { 'aria-label': 'Menu' } }}
        sx={{ '& .MuiDrawer-paper': { width: WIDTH_OPEN, maxWidth: '85vw' } }}
      >
        {list}
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="permanent"
      sx={{
        width,
        flexShrink: 0,
        '& .MuiDrawer-paper': {
          width,
          position: 'relative',
          overflowX: 'hidden',
          transition: (theme) => theme.transitions.create('width'),
        },
      }}
    >
      {list}
    </Drawer>
  );
}
