import { LOGOUT } from '@domain/labels';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import { AppBar, Box, Button, CircularProgress, Stack, Toolbar, Typography } from '@mui/material';
import { Suspense } from 'react';
import { Link as RouterLink, Outlet } from 'react-router';
import { PRODUCT_NAME } from '../app/product';
import { useLogout } from '../features/auth/hooks/useLogout';
import { useSession } from '../features/auth/hooks/useSession';

export function PageProgress() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', p: 6 }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}

/**
 * The frame of every signed-in screen. The header grows navigation, the spotlight search and
 * the connection status later; the slot between the title and the user is kept for them.
 */
export function AppLayout() {
  const { fullName } = useSession();
  const { logout, loggingOut } = useLogout();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" elevation={1}>
        <Toolbar variant="dense" sx={{ gap: 2 }}>
          <Typography
            component={RouterLink}
            to="/"
            variant="h6"
            sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700 }}
          >
            {PRODUCT_NAME}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
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
      <Box sx={{ flexGrow: 1 }}>
        <Suspense fallback={<PageProgress />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
