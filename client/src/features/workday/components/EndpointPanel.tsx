import { Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { queryErrorMessage } from '@client/api/describeQueryError';
import { workdayApi, type WorkdayEndpointDto } from '../api/workdayApi';
import { useAppDispatch } from '@client/app/hooks';
import type { Notice } from '@client/components/NoticeSnackbar';
import { ERROR_PREFIX } from '@domain/messages';

const time = (iso: string) => new Date(iso).toLocaleString();

/**
 * The chosen endpoint: where it points, what it may do, its token, and the controls on it.
 * Refreshing the token needs an endpoint with read and write access (seed 001 section 6).
 */
export function EndpointPanel({
  endpoint,
  onNotice,
  onTokenRefreshed,
  onEdit,
  onDelete,
}: {
  endpoint: WorkdayEndpointDto;
  onNotice: (notice: Notice) => void;
  onTokenRefreshed: () => void;
  /** Admins only: change or remove the endpoint. */
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<'token' | 'clock' | null>(null);
  const e = endpoint.workdayApiUuid;
  // One-off calls, not subscriptions: a kept bearer/force query would be asked again at every
  // change to HR data (and fetch a new token each time), and after its endpoint is deleted.
  const once = { subscribe: false, forceRefetch: true } as const;

  const attempt = async (what: 'token' | 'clock', action: () => Promise<string>) => {
    setBusy(what);
    try {
      onNotice({ severity: 'success', message: await action() });
    } catch (error) {
      onNotice({ severity: 'error', message: `${ERROR_PREFIX}${queryErrorMessage(error)}` });
    } finally {
      setBusy(null);
    }
  };
  const refreshToken = () =>
    attempt('token', async () => {
      const token = await dispatch(
        workdayApi.endpoints.forceWorkdayBearer.initiate({ e }, once),
      ).unwrap();
      onTokenRefreshed();
      return `New access token, valid until ${time(token.tokenExpiration)}`;
    });
  const checkConnection = () =>
    attempt('clock', async () => {
      const clock = await dispatch(
        workdayApi.endpoints.getWorkdayServerTimestamp.initiate({ e }, once),
      ).unwrap();
      return `Workday answered; its clock reads ${time(clock.serverTimestamp)}`;
    });

  return (
    <Stack spacing={1} aria-label="HR endpoint" component="section">
      <Typography variant="body2" color="text.secondary">
        {endpoint.uri} · tenant {endpoint.tenant} · ISU {endpoint.isu} · client {endpoint.clientId}{' '}
        · {endpoint.apiVersion}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip
          size="small"
          color={endpoint.isProduction ? 'warning' : 'default'}
          label={endpoint.isProduction ? 'Production' : 'Test'}
        />
        {endpoint.isDefault && (
          <Chip size="small" color="primary" label="Default: people's HR data" />
        )}
        <Chip size="small" label={endpoint.canRead ? 'Read' : 'No read access'} />
        <Chip size="small" label={endpoint.canWrite ? 'Write' : 'Read-only'} />
        <Chip
          size="small"
          color={endpoint.authenticated ? 'success' : 'default'}
          label={
            endpoint.authenticated && endpoint.tokenExpiration
              ? `Authenticated until ${time(endpoint.tokenExpiration)}`
              : 'Not authenticated'
          }
        />
        {endpoint.canRead && (
          <Button
            size="small"
            onClick={() => void checkConnection()}
            disabled={busy !== null}
            loading={busy === 'clock'}
          >
            Check connection
          </Button>
        )}
        {endpoint.canRead && endpoint.canWrite && (
          <Button
            size="small"
            onClick={() => void refreshToken()}
            disabled={busy !== null}
            loading={busy === 'token'}
          >
            Refresh token
          </Button>
        )}
        {onEdit && (
          <Button size="small" onClick={onEdit}>
            Edit endpoint
          </Button>
        )}
        {onDelete && (
          <Button size="small" color="error" onClick={onDelete}>
            Delete endpoint
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
