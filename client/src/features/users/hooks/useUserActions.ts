import { queryErrorMessage } from '@client/api/describeQueryError';
import { useAppDispatch } from '@client/app/hooks';
import { randomRequestId, useLazyForgotPasswordQuery } from '@client/features/auth';
import {
  useLazyInviteUserQuery,
  useLazySetUserEnabledQuery,
  usersApi,
  type UserDto,
} from '../api/usersApi';

export type UserNotice = { severity: 'success' | 'error'; message: string };

/** The row menu's actions, each ending in a notice for the snackbar. */
export function useUserActions(onNotice: (notice: UserNotice) => void) {
  const dispatch = useAppDispatch();
  const [setEnabled] = useLazySetUserEnabledQuery();
  const [invite] = useLazyInviteUserQuery();
  const [forgotPassword] = useLazyForgotPasswordQuery();

  async function run(failure: string, action: () => Promise<string>) {
    try {
      onNotice({ severity: 'success', message: await action() });
    } catch (error) {
      onNotice({ severity: 'error', message: `${failure}: ${queryErrorMessage(error)}` });
    }
  }

  const toggleEnabled = (user: UserDto) => {
    const enable = !user.enabled;
    return run(`Could not ${enable ? 'enable' : 'disable'} ${user.userCode}`, async () => {
      await setEnabled({
        id: user.userUuid,
        enabled: String(enable),
        requestToken: randomRequestId(),
      }).unwrap();
      // A GET in the catalogue, so nothing invalidates the list by itself.
      dispatch(usersApi.util.invalidateTags(['users']));
      return `${user.userCode} is now ${enable ? 'enabled' : 'disabled'}.`;
    });
  };

  const resetPassword = (user: UserDto) =>
    run(`Could not send a password reset to ${user.userCode}`, async () => {
      await forgotPassword({ email: user.emailAddress, requestId: randomRequestId() }).unwrap();
      return `A password reset e-mail was sent to ${user.emailAddress}.`;
    });

  const sendInvitation = (user: UserDto) =>
    run(`Could not invite ${user.userCode}`, async () => {
      const { message } = await invite({
        userUuid: user.userUuid,
        requestId: randomRequestId(),
      }).unwrap();
      return message;
    });

  return { toggleEnabled, resetPassword, sendInvitation };
}
