// What other features and the composition root (app/, main.tsx) may import from auth. The
// reset page is not re-exported: app/routes.tsx loads it lazily, for its password list.
export { useLazyForgotPasswordQuery } from './api/authApi';
export { RequireAuth } from './components/RequireAuth';
export { useLogout } from './hooks/useLogout';
export { fullNameOf, useSession } from './hooks/useSession';
export { ForgotPage } from './pages/ForgotPage';
export { ForgotSuccessPage } from './pages/ForgotSuccessPage';
export { LoginPage } from './pages/LoginPage';
export { ResetFailedPage } from './pages/ResetFailedPage';
export { ResetSuccessPage } from './pages/ResetSuccessPage';
export { followOtherTabs } from './session/followOtherTabs';
export { sessionSlice, sessionStarted } from './session/sessionSlice';
export { httpStatusOf } from './utils/authErrors';
export { randomRequestId } from './utils/randomTokens';
