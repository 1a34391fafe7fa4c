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
import { Suspense, useRef, useState } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@client/components/ErrorBoundary';
import { PRODUCT_NAME } from '@client/app/product';
import { useLogout, useSession } from '@client/features/auth';
import {
  ConnectionOverlay,
  ConnectionStatus,
  RealtimeProvider,
  useConnectionSnapshot,
  type SocketFactory,
} from '@client/features/realtime';
import { useFocusHeadingOnNavigate } from '../hooks/useFocusHeadingOnNavigate';
import { useNavLinks } from '../hooks/useNavLinks';
import { Logo } from './Logo';
import { NavDrawer } from './NavDrawer';
import { RouteAccessGate } from './RouteAccessGate';
import { SpotlightSearch } from './SpotlightSearch';
import { visuallyHidden } from '@client/components/VisuallyHidden';

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
  // A page that failed to render is replaced by the next one the person opens.
  const { pathname } = useLocation();
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
  const content = useRef<HTMLDivElement>(null);
  useFocusHeadingOnNavigate(content);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      {/* Wide: above the menu column, which would otherwise slide over it once the page
          scrolls. Narrow: below the drawer that opens over the page (same layer as the column). */}
      <AppBar
        position="sticky"
        elevation={1}
        sx={{ zIndex: (theme) => (wide ? theme.zIndex.drawer + 1 : theme.zIndex.appBar) }}
      >
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
              component="span"
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
        <Box
          id={MAIN_CONTENT}
          ref={content}
          tabIndex={-1}
          // Room below the last line for the version label floating at the bottom right, so a
          // phone can scroll the page's end out from under it.
          sx={{ flexGrow: 1, minWidth: 0, pb: 4, '&:focus': { outline: 'none' } }}
        >
          <Suspense fallback={<PageProgress />}>
            <RouteAccessGate>
              <ErrorBoundary resetKey={pathname}>
                <Outlet />
              </ErrorBoundary>
            </RouteAccessGate>
          </Suspense>
        </Box>
      </Box>
      <ConnectionOverlay snapshot={snapshot} />
    </Box>
  );
}

const MAIN_CONTENT = 'main-content';

/** The first stop of the keyboard: past the header and the menu, straight to the page. */
function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT}`}
      onClick={(event: React.MouseEvent) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip,
        p: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        '&:focus': { top: 8 },
      }}
    >
      Skip to main content
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
