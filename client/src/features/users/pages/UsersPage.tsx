import { hasAdminRights } from '@domain/groups';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Snackbar, Typography } from '@mui/material';
import { useState } from 'react';
import { QueryFailure } from '@client/components/QueryFailure';
import { NoAccess } from '@client/components/NoAccess';
import { httpStatusOf, useSession } from '@client/features/auth';
import { useListUsersQuery, type UserDto } from '../api/usersApi';
import { UserFormDialog } from '../components/UserFormDialog';
import { UsersGrid } from '../components/UsersGrid';
import { useUserActions, type UserNotice } from '../hooks/useUserActions';
import { usePageTitle } from '@client/hooks/usePageTitle';
import { HeaderRow } from '@client/components/HeaderRow';

const TITLE = 'Users';

/** Dialog state: closed, adding (null) or editing a user. */
type Editing = { user: UserDto | null } | null;

function UsersAdministration() {
  const users = useListUsersQuery();
  const [notice, setNotice] = useState<UserNotice | null>(null);
  const actions = useUserActions(setNotice);
  const [editing, setEditing] = useState<Editing>(null);

  if (httpStatusOf(users.error) === 403) return <NoAccess title={TITLE} />;

  const closeNotice = () => setNotice(null);

  return (
    <Box component="main" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <HeaderRow>
        <Typography variant="h4" component="h1">
          {TITLE}
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setEditing({ user: null })}
        >
          Add user
        </Button>
      </HeaderRow>
      {users.isError ? (
        <QueryFailure query={users} what="The users" stale={false} />
      ) : (
        <Box sx={{ height: 'calc(100vh - 160px)' }}>
          <UsersGrid
            users={users.data ?? []}
            loading={users.isFetching}
            onEdit={(user) => setEditing({ user })}
            onToggleEnabled={(user) => void actions.toggleEnabled(user)}
            onResetPassword={(user) => void actions.resetPassword(user)}
            onSendInvitation={(user) => void actions.sendInvitation(user)}
          />
        </Box>
      )}
      {editing && (
        <UserFormDialog
          user={editing.user}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice({
              severity: 'success',
              message: `${saved.userCode} was ${editing.user ? 'saved' : 'added'}.`,
            });
          }}
        />
      )}
      <Snackbar
        open={notice !== null}
        autoHideDuration={6000}
        onClose={(_event, reason) => reason !== 'clickaway' && closeNotice()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {notice ? (
          <Alert severity={notice.severity} variant="filled" onClose={closeNotice}>
            {notice.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </Box>
  );
}

/** User administration: premise:admin and system:dev only (the API answers 403 to others). */
export function UsersPage() {
  usePageTitle(TITLE);
  const { groups } = useSession();
  if (!hasAdminRights(groups)) return <NoAccess title={TITLE} />;
  return <UsersAdministration />;
}
