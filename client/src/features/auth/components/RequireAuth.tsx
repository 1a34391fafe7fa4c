import { POLL_CURRENT_USER_MS } from '@domain/timing';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { queryErrorMessage } from '@client/api/describeQueryError';
import { useMeQuery } from '../api/authApi';
import { useSession } from '../hooks/useSession';
import { useTokenRenewal } from '../hooks/useTokenRenewal';
import type { LoginLocationState } from '../utils/loginOrigin';

/**
 * Guards the signed-in part of the app: without a session it shows /login, remembering where
 * the person was; with one it keeps the token renewed and the user fresh (public/me, polled).
 * A 401 anywhere ends the session in the base query, which brings this back to /login.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { signedIn, user } = useSession();
  const me = useMeQuery(undefined, { skip: !signedIn, pollingInterval: POLL_CURRENT_USER_MS });
  useTokenRenewal(signedIn);

  if (!signedIn) {
    const state: LoginLocationState = { from: location };
    return <Navigate to="/login" replace state={state} />;
  }
  if (user) return children;
  if (me.isError) {
    return (
      <Box component="main" sx={{ p: 3 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void me.refetch()}>
              Retry
            </Button>
          }
        >
          {queryErrorMessage(me.error)}
        </Alert>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <CircularProgress aria-label="Loading your account" />
    </Box>
  );
}
