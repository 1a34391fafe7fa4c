import { canUseSpotlight } from '@domain/access';
import { LOGOUT } from '@domain/labels';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import PersonIcon from '@mui/icons-material/Person';
import SearchIcon from '@mui/icons-material/Search';
import {
  AppBar,
  Box,
  Button,
  CircularProgress,
  IconButton,
  ListItemIcon,
  Menu,
  MenuItem,
  Stack,
  Toolbar,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { Suspense, useState } from 'react';
import { Link as RouterLink, Outlet } from 'react-router';
import { PRODUCT_NAME } from '@client/app/product';
import { useLogout, useSession } from '@client/features/auth';
import {
  ConnectionOverlay,
  ConnectionStatus,
  RealtimeProvider,
  useConnectionSnapshot,
  type SocketFactory,
} from '@client/features/realtime';
import { useNavLinks } from '../hooks/useNavLinks';
import { Logo } from './Logo';
import { NavDrawer } from './NavDrawer';
import { RouteAccessGate } from './RouteAccessGate';
import { SpotlightSearch } from './SpotlightSearch';

export function PageProgress() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', p: 6 }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}

/** The frame of every signed-in screen, living as long as the session's socket. */
export function AppLayout({ createSocket }: { createSocket?: SocketFactory } = {}) {
  return (
    <RealtimeProvider createSocket={createSocket}>
      <SignedInFrame />
    </RealtimeProvider>
  );
}

/**
 * Wide screens keep the menu beside the page; phones and tablets (below `md`, 900 px) get a
 * drawer over the page that opens on demand, the search on a second row and the user's
 * actions in a menu, so nothing in the header pushes the page sideways. Where matchMedia is
 * missing (unit tests) the wide layout is assumed.
 */
function SignedInFrame() {
  const { groups } = useSession();
  const snapshot = useConnectionSnapshot();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), {
    defaultMatches: true,
    noSsr: true,
  });
  const [navExpanded, setNavExpanded] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  // Someone without applications gets no empty drawer; the home page explains why.
  const { links } = useNavLinks();
  const hasNav = links.length > 0;
  const spotlight = canUseSpotlight(groups);
  const menuOpen = wide ? navExpanded : drawerOpen;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {/* Above the permanent menu (whose paper has the drawer's z-index), which otherwise slides
          over the logo and menu button once the page scrolls (issue 32). */}
      <AppBar position="sticky" elevation={1} sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar variant="dense" sx={{ gap: { xs: 1, md: 2 } }}>
          {hasNav && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={
                wide
                  ? navExpanded
                    ? 'Collapse navigation'
                    : 'Expand navigation'
                  : 'Open navigation'
              }
              aria-expanded={menuOpen}
              onClick={() =>
                wide ? setNavExpanded((open) => !open) : setDrawerOpen((open) => !open)
              }
            >
              {menuOpen ? <MenuOpenIcon /> : <MenuIcon />}
            </IconButton>
          )}
          <Stack
            component={RouterLink}
            to="/"
            aria-label={PRODUCT_NAME}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', color: 'inherit', textDecoration: 'none', minWidth: 0 }}
          >
            <Logo />
            <Typography
              variant="h6"
              noWrap
              sx={{ fontWeight: 700, display: { xs: 'none', sm: 'block' } }}
            >
              {PRODUCT_NAME}
            </Typography>
          </Stack>
          <Box sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center' }}>
            {spotlight && wide && <SpotlightSearch />}
          </Box>
          {spotlight && !wide && (
            <IconButton
              color="inherit"
              aria-label="Search"
              aria-expanded={searchOpen}
              onClick={() => setSearchOpen((open) => !open)}
            >
              <SearchIcon />
            </IconButton>
          )}
          <ConnectionStatus state={snapshot.state} />
          {wide ? <UserActions /> : <UserMenu />}
        </Toolbar>
        {spotlight && !wide && searchOpen && (
          <Toolbar variant="dense" sx={{ pb: 1, '& .MuiAutocomplete-root': { width: '100%' } }}>
            <SpotlightSearch />
          </Toolbar>
        )}
      </AppBar>
      <Box sx={{ flexGrow: 1, display: 'flex', minWidth: 0 }}>
        {hasNav &&
          (wide ? (
            <NavDrawer expanded={navExpanded} links={links} />
          ) : (
            <NavDrawer
              expanded
              links={links}
              temporary={{ open: drawerOpen, onClose: () => setDrawerOpen(false) }}
            />
          ))}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Suspense fallback={<PageProgress />}>
            <RouteAccessGate>
              <Outlet />
            </RouteAccessGate>
          </Suspense>
        </Box>
      </Box>
      <ConnectionOverlay snapshot={snapshot} />
    </Box>
  );
}

function UserActions() {
  const { fullName } = useSession();
  const { logout, loggingOut } = useLogout();
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <PersonIcon fontSize="small" aria-hidden />
        <Typography data-testid="user-full-name" variant="body2" noWrap>
          {fullName}
        </Typography>
      </Stack>
      <Button
        color="inherit"
        startIcon={<LogoutIcon />}
        disabled={loggingOut}
        onClick={() => void logout()}
      >
        {LOGOUT}
      </Button>
    </>
  );
}

// Read by screen readers (it names the menu button) and by tests, not shown.
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Phones: one icon for the signed-in person; the name and Logout are in its menu. */
function UserMenu() {
  const { fullName } = useSession();
  const { logout, loggingOut } = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        color="inherit"
        edge="end"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <PersonIcon />
        <Box component="span" data-testid="user-full-name" sx={visuallyHidden}>
          {fullName}
        </Box>
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem disabled>{fullName}</MenuItem>
        <MenuItem
          disabled={loggingOut}
          onClick={() => {
            setAnchor(null);
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {LOGOUT}
        </MenuItem>
      </Menu>
    </>
  );
}
