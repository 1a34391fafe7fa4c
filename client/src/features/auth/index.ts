// What other features may import from auth. The pages are wired in app/routes.tsx (the reset
// page lazily, for its password list), so they are not re-exported here.
export { useLazyForgotPasswordQuery } from './api/authApi';
export { RequireAuth } from './components/RequireAuth';
export { fullNameOf, useSession } from './hooks/useSession';
export { sessionEndedByServer } from './session/sessionActions';
export { sessionStarted } from './session/sessionSlice';
export { clearSession, readSession } from './session/sessionStore';
export { httpStatusOf } from './utils/authErrors';
export { randomRequestId } from './utils/randomTokens';
