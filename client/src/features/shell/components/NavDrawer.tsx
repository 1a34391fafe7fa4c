import {
  Box,
  Drawer,
  List,
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

/**
 * The left navigation: icons only when collapsed (with the name as tooltip), names when open.
 * A failed load shows no drawer; the home page reports the error and offers a retry.
 */
export function NavDrawer({ expanded, links }: { expanded: boolean; links: NavLinkDto[] }) {
  const width = expanded ? WIDTH_OPEN : WIDTH_CLOSED;
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
      <Box component="nav" aria-label="Applications">
        <List dense>
          {links.map((link) => {
            const Icon = navIcon(link.icon);
            return (
              <Tooltip
                key={link.navLinkUuid}
                title={expanded ? '' : link.description}
                placement="right"
              >
                <ListItemButton
                  component={NavLink}
                  to={link.to}
                  aria-label={link.description}
                  sx={{ '&.active': { bgcolor: 'action.selected' } }}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText primary={link.description} sx={{ whiteSpace: 'nowrap' }} />
                </ListItemButton>
              </Tooltip>
            );
          })}
        </List>
      </Box>
    </Drawer>
  );
}
