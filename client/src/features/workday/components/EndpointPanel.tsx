import { Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { queryErrorMessage } from '../../../api/describeQueryError';
import {
  useLazyForceWorkdayBearerQuery,
  useLazyGetWorkdayServerTimestampQuery,
  type WorkdayEndpointDto,
} from '../../../api/generated/workday';
import type { Notice } from '../../../components/NoticeSnackbar';
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
  const [forceBearer, forcing] = useLazyForceWorkdayBearerQuery();
  const [readClock, reading] = useLazyGetWorkdayServerTimestampQuery();
  const [busy, setBusy] = useState(false);
  const e = endpoint.workdayApiUuid;

  const attempt = async (action: () => Promise<string>) => {
    setBusy(true);
    try {
      onNotice({ severity: 'success', message: await action() });
    } catch (error) {
      onNotice({ severity: 'error', message: `${ERROR_PREFIX}${queryErrorMessage(error)}` });
    } finally {
      setBusy(false);
    }
  };
  const refreshToken = () =>
    attempt(async () => {
      const token = await forceBearer({ e }).unwrap();
      onTokenRefreshed();
      return `New access token, valid until ${time(token.tokenExpiration)}`;
    });
  const checkConnection = () =>
    attempt(async () => {
      const clock = await readClock({ e }).unwrap();
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
            disabled={busy}
            loading={reading.isFetching}
          >
            Check connection
          </Button>
        )}
        {endpoint.canRead && endpoint.canWrite && (
          <Button
            size="small"
            onClick={() => void refreshToken()}
            disabled={busy}
            loading={forcing.isFetching}
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
