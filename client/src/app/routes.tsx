import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { ScreenPlaceholder } from '../components/ScreenPlaceholder';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { HomePage } from '../features/home/pages/HomePage';

/** Every route of both seeds, so later work replaces elements without touching paths. */
export const placeholderScreens: ReadonlyArray<{ path: string; title: string }> = [
  { path: '/forgot', title: 'Forgot password' },
  { path: '/forgot-success', title: 'Check your e-mail' },
  { path: '/reset', title: 'Reset password' },
  { path: '/reset-success', title: 'Password changed' },
  { path: '/reset-failed', title: 'Reset Request Failed' },
  { path: '/realtime', title: 'Realtime roster' },
  { path: '/realtime/:year/:month/:day', title: 'Realtime roster' },
  { path: '/realtime/*', title: 'Realtime roster' },
  { path: '/tree/:nodeUuid', title: 'Organisation tree' },
  { path: '/tree/*', title: 'Organisation tree' },
  { path: '/person/:uuid', title: 'Candidate' },
  { path: '/nhp-pool', title: 'Pool members' },
  { path: '/nhp-list', title: 'New/Open NHP Classes' },
  { path: '/historical-nhp-list', title: 'Historical Classes' },
  { path: '/nhp-class/:uuid', title: 'Class' },
  { path: '/rosters', title: 'Rosters' },
  { path: '/rosters/:year/:month/:day', title: 'Rosters' },
  { path: '/rosters/:year/:month/:day/:uuid', title: 'Exam' },
  { path: '/reasons/*', title: 'Reasons' },
  { path: '/users', title: 'Users' },
  {
    path: '/integrations/workday/:workdayApiUuid?/:objectType?/:objectId?',
    title: 'External HR object',
  },
  { path: '/integrations/jcs', title: 'Cache regions' },
  { path: '/match-stats', title: 'Match statistics' },
];

export const appRoutes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/login', element: <LoginPage /> },
  ...placeholderScreens.map(({ path, title }) => ({
    path,
    element: <ScreenPlaceholder title={title} />,
  })),
  { path: '*', element: <Navigate to="/login" replace /> },
];

export function AppRoutes() {
  return useRoutes(appRoutes);
}
