import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLogoutMutation } from '../api/authApi';
import { useSession } from './useSession';

/** Ends the session on the server (best effort) and here (always), then shows /login. */
export function useLogout() {
  const navigate = useNavigate();
  const { endSession } = useSession();
  const [logoutOnServer] = useLogoutMutation();
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = async () => {
    setLoggingOut(true);
    try {
      await logoutOnServer().unwrap();
    } catch {
      // An unreachable server or an already-closed session must not keep anyone signed in here.
    }
    endSession();
    navigate('/login', { replace: true });
  };

  return { logout, loggingOut };
}
