import { Divider, ListItemText, Menu, MenuItem, type PopoverPosition } from '@mui/material';
import type { UserDto } from '../api/usersApi';

export type UserMenuTarget = {
  user: UserDto;
  /** The '⋮' button, or the pointer position of a right click. */
  anchor: HTMLElement | PopoverPosition;
};

export type UserRowActions = {
  onEdit: (user: UserDto) => void;
  onToggleEnabled: (user: UserDto) => void;
  onResetPassword: (user: UserDto) => void;
  onSendInvitation: (user: UserDto) => void;
};

type UserRowMenuProps = UserRowActions & {
  target: UserMenuTarget | null;
  onClose: () => void;
};

/** One menu for the '⋮' button and the right click on a row. */
export function UserRowMenu({ target, onClose, ...actions }: UserRowMenuProps) {
  const user = target?.user;
  const anchor = target?.anchor;
  const atPointer = anchor !== undefined && !(anchor instanceof HTMLElement);
  const choose = (action: (user: UserDto) => void) => () => {
    onClose();
    if (user) action(user);
  };
  // Mails go to enabled accounts only; the server would refuse or silently skip them.
  const mailHint = user?.enabled ? undefined : 'Enable the user first';

  return (
    <Menu
      open={target !== null}
      onClose={onClose}
      anchorReference={atPointer ? 'anchorPosition' : 'anchorEl'}
      anchorPosition={atPointer ? anchor : undefined}
      anchorEl={atPointer ? undefined : anchor}
      slotProps={{ list: { 'aria-label': user ? `Actions for ${user.userCode}` : undefined } }}
    >
      <MenuItem onClick={choose(actions.onEdit)}>Edit</MenuItem>
      <MenuItem onClick={choose(actions.onToggleEnabled)}>
        {user?.enabled ? 'Disable' : 'Enable'}
      </MenuItem>
      <Divider />
      <MenuItem disabled={!user?.enabled} onClick={choose(actions.onResetPassword)}>
        <ListItemText primary="Reset password" secondary={mailHint} />
      </MenuItem>
      <MenuItem disabled={!user?.enabled} onClick={choose(actions.onSendInvitation)}>
        <ListItemText primary="Send invitation" secondary={mailHint} />
      </MenuItem>
    </Menu>
  );
}
