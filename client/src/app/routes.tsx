import { lazy, Suspense } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { AppLayout, PageProgress } from '../components/AppLayout';
import { RequireAuth } from '../features/auth/components/RequireAuth';
import { ForgotPage } from '../features/auth/pages/ForgotPage';
import { ForgotSuccessPage } from '../features/auth/pages/ForgotSuccessPage';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { ResetFailedPage } from '../features/auth/pages/ResetFailedPage';
import { ResetSuccessPage } from '../features/auth/pages/ResetSuccessPage';
import { HomePage } from '../features/home/pages/HomePage';

// Lazy: the reset page carries the 10,000 common passwords, the users page the data grid.
const ResetPage = lazy(() =>
  import('../features/auth/pages/ResetPage').then((module) => ({ default: module.ResetPage })),
);
const TreePage = lazy(() =>
  import('../features/tree').then((module) => ({ default: module.TreePage })),
);
const UsersPage = lazy(() =>
  import('../features/users/pages/UsersPage').then((module) => ({ default: module.UsersPage })),
);
const CachePage = lazy(() =>
  import('../features/cache').then((module) => ({ default: module.CachePage })),
);
const RealtimeRosterPage = lazy(() =>
  import('../features/realtime-roster').then((module) => ({ default: module.RealtimeRosterPage })),
);
const ReasonsPage = lazy(() =>
  import('../features/reasons').then((module) => ({ default: module.ReasonsPage })),
);
const HrObjectPage = lazy(() =>
  import('../features/workday').then((module) => ({ default: module.HrObjectPage })),
);
const PersonPage = lazy(() =>
  import('../features/person').then((module) => ({ default: module.PersonPage })),
);
const MatchStatsPage = lazy(() =>
  import('../features/match-stats').then((module) => ({ default: module.MatchStatsPage })),
);
const RostersPage = lazy(() =>
  import('../features/rosters').then((module) => ({ default: module.RostersPage })),
);
const ExamPage = lazy(() =>
  import('../features/rosters').then((module) => ({ default: module.ExamPage })),
);
const SchedulerPage = lazy(() =>
  import('../features/scheduler').then((module) => ({ default: module.SchedulerPage })),
);
const NhpPoolPage = lazy(() =>
  import('../features/nhp').then((module) => ({ default: module.NhpPoolPage })),
);
const NhpListPage = lazy(() =>
  import('../features/nhp').then((module) => ({ default: module.NhpListPage })),
);
const HistoricalNhpListPage = lazy(() =>
  import('../features/nhp').then((module) => ({ default: module.HistoricalNhpListPage })),
);
const NhpClassPage = lazy(() =>
  import('../features/nhp/pages/NhpClassPage').then((module) => ({ default: module.NhpClassPage })),
);
const CapabilityMaintenancePage = lazy(() =>
  import('../features/maintenance').then((module) => ({
    default: module.CapabilityMaintenancePage,
  })),
);

export const appRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/forgot', element: <ForgotPage /> },
  { path: '/forgot-success', element: <ForgotSuccessPage /> },
  {
    path: '/reset',
    element: (
      <Suspense fallback={<PageProgress />}>
        <ResetPage />
      </Suspense>
    ),
  },
  { path: '/reset-success', element: <ResetSuccessPage /> },
  { path: '/reset-failed', element: <ResetFailedPage /> },
  {
    element: (
      <RequireAuth>
        <AppLayout />
      </RequireAuth>
    ),
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/users', element: <UsersPage /> },
      {
        path: '/integrations/jcs',
        element: (
          <Suspense fallback={<PageProgress />}>
            <CachePage />
          </Suspense>
        ),
      },
      ...['/realtime', '/realtime/:year/:month/:day', '/realtime/*'].map((path) => ({
        path,
        element: (
          <Suspense fallback={<PageProgress />}>
            <RealtimeRosterPage />
          </Suspense>
        ),
      })),
      {
        path: '/integrations/workday/:workdayApiUuid?/:objectType?/:objectId?',
        element: (
          <Suspense fallback={<PageProgress />}>
            <HrObjectPage />
          </Suspense>
        ),
      },
      {
        path: '/person/:uuid',
        element: (
          <Suspense fallback={<PageProgress />}>
            <PersonPage />
          </Suspense>
        ),
      },
      {
        path: '/match-stats',
        element: (
          <Suspense fallback={<PageProgress />}>
            <MatchStatsPage />
          </Suspense>
        ),
      },
      {
        path: '/reasons/*',
        element: (
          <Suspense fallback={<PageProgress />}>
            <ReasonsPage />
          </Suspense>
        ),
      },
      ...['/rosters', '/rosters/:year/:month/:day'].map((path) => ({
        path,
        element: (
          <Suspense fallback={<PageProgress />}>
            <RostersPage />
          </Suspense>
        ),
      })),
      {
        path: '/rosters/:year/:month/:day/:uuid',
        element: (
          <Suspense fallback={<PageProgress />}>
            <ExamPage />
          </Suspense>
        ),
      },
      {
        path: '/integrations/scheduler',
        element: (
          <Suspense fallback={<PageProgress />}>
            <SchedulerPage />
          </Suspense>
        ),
      },
      {
        path: '/maintenance/capabilities',
        element: (
          <Suspense fallback={<PageProgress />}>
            <CapabilityMaintenancePage />
          </Suspense>
        ),
      },
      ...(
        [
          ['/nhp-pool', <NhpPoolPage />],
          ['/nhp-list', <NhpListPage />],
          ['/historical-nhp-list', <HistoricalNhpListPage />],
          ['/nhp-class/:uuid', <NhpClassPage />],
        ] as const
      ).map(([path, page]) => ({
        path,
        element: <Suspense fallback={<PageProgress />}>{page}</Suspense>,
      })),
      ...['/tree', '/tree/:nodeUuid'].map((path) => ({
        path,
        element: (
          <Suspense fallback={<PageProgress />}>
            <TreePage />
          </Suspense>
        ),
      })),
    ],
  },
  { path: '*', element: <Navigate to="/login" replace /> },
];

export function AppRoutes() {
  return useRoutes(appRoutes);
}
