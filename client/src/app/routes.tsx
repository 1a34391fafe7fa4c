import { lazy, Suspense } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import {
  ForgotPage,
  ForgotSuccessPage,
  LoginPage,
  RequireAuth,
  ResetFailedPage,
  ResetSuccessPage,
} from '@client/features/auth';
import { HomePage } from '@client/features/home';
import { AppLayout, PageProgress } from '@client/features/shell';

// Lazy: the reset page carries the 10,000 common passwords, the users page the data grid.
const ResetPage = lazy(() =>
  import('@client/features/auth/pages/ResetPage').then((module) => ({ default: module.ResetPage })),
);
const TreePage = lazy(() =>
  import('@client/features/tree').then((module) => ({ default: module.TreePage })),
);
const UsersPage = lazy(() =>
  import('@client/features/users').then((module) => ({ default: module.UsersPage })),
);
const CachePage = lazy(() =>
  import('@client/features/cache').then((module) => ({ default: module.CachePage })),
);
const RealtimeRosterPage = lazy(() =>
  import('@client/features/realtime-roster').then((module) => ({
    default: module.RealtimeRosterPage,
  })),
);
const ReasonsPage = lazy(() =>
  import('@client/features/reasons').then((module) => ({ default: module.ReasonsPage })),
);
const HrObjectPage = lazy(() =>
  import('@client/features/workday').then((module) => ({ default: module.HrObjectPage })),
);
const PersonPage = lazy(() =>
  import('@client/features/person').then((module) => ({ default: module.PersonPage })),
);
const MatchStatsPage = lazy(() =>
  import('@client/features/match-stats').then((module) => ({ default: module.MatchStatsPage })),
);
const RostersPage = lazy(() =>
  import('@client/features/rosters').then((module) => ({ default: module.RostersPage })),
);
const ExamPage = lazy(() =>
  import('@client/features/rosters').then((module) => ({ default: module.ExamPage })),
);
const SchedulerPage = lazy(() =>
  import('@client/features/scheduler').then((module) => ({ default: module.SchedulerPage })),
);
const NhpPoolPage = lazy(() =>
  import('@client/features/nhp').then((module) => ({ default: module.NhpPoolPage })),
);
const NhpListPage = lazy(() =>
  import('@client/features/nhp').then((module) => ({ default: module.NhpListPage })),
);
const HistoricalNhpListPage = lazy(() =>
  import('@client/features/nhp').then((module) => ({ default: module.HistoricalNhpListPage })),
);
const NhpClassPage = lazy(() =>
  import('@client/features/nhp/pages/NhpClassPage').then((module) => ({
    default: module.NhpClassPage,
  })),
);
const EmployerJobsPage = lazy(() =>
  import('@client/features/employer').then((module) => ({ default: module.EmployerJobsPage })),
);
const EmployerJobPage = lazy(() =>
  import('@client/features/employer').then((module) => ({ default: module.EmployerJobPage })),
);
const CapabilityMaintenancePage = lazy(() =>
  import('@client/features/maintenance').then((module) => ({
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
          ['/employer', <EmployerJobsPage />],
          ['/employer/jobs/:nodeUuid', <EmployerJobPage />],
        ] as const
      ).map(([path, page]) => ({
        path,
        element: <Suspense fallback={<PageProgress />}>{page}</Suspense>,
      })),
      // /tree/* (specification, document 001, screens): a path of node ids opens its last one.
      ...['/tree', '/tree/:nodeUuid', '/tree/*'].map((path) => ({
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
