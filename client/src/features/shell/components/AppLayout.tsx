import { canUseSpotlight } from '@domain/access';
import { LOGOUT } from '@domain/labels';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import PersonIcon from '@mui/icons-material/Person';
import {
  AppBar,
  Box,
  Button,
  CircularProgress,
  IconButton,
  Stack,
  Toolbar,
  Typography,
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

function SignedInFrame() {
  const { fullName, groups } = useSession();
  const { logout, loggingOut } = useLogout();
  const snapshot = useConnectionSnapshot();
  const [navExpanded, setNavExpanded] = useState(true);
  // Someone without applications gets no empty drawer; the home page explains why.
  const { links } = useNavLinks();
  const hasNav = links.length > 0;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" elevation={1}>
        <Toolbar variant="dense" sx={{ gap: 2 }}>
          {hasNav && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={navExpanded ? 'Collapse navigation' : 'Expand navigation'}
              aria-expanded={navExpanded}
              onClick={() => setNavExpanded((open) => !open)}
            >
              {navExpanded ? <MenuOpenIcon /> : <MenuIcon />}
            </IconButton>
          )}
          <Stack
            component={RouterLink}
            to="/"
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', color: 'inherit', textDecoration: 'none' }}
          >
            <Logo />
            <Typography variant="h6" sx={{ fontWeight: 700 }}>
              {PRODUCT_NAME}
            </Typography>
          </Stack>
          <Box sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center' }}>
            {canUseSpotlight(groups) && <SpotlightSearch />}
          </Box>
          <ConnectionStatus state={snapshot.state} />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <PersonIcon fontSize="small" aria-hidden />
            <Typography data-testid="user-full-name" variant="body2">
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
        </Toolbar>
      </AppBar>
      <Box sx={{ flexGrow: 1, display: 'flex' }}>
        {hasNav && <NavDrawer expanded={navExpanded} links={links} />}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Suspense fallback={<PageProgress />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
      <ConnectionOverlay snapshot={snapshot} />
    </Box>
  );
}
