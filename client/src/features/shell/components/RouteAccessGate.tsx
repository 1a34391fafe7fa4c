import { mayOpenPath } from '@domain/route-access';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { NoAccess } from '@client/components/NoAccess';
import { useSession } from '@client/features/auth';

/**
 * Every signed-in screen opens only to those the route table of libs/domain lets in, the same
 * table that decides which navigation links a person gets (server side, public/nav-links).
 */
export function RouteAccessGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { groups } = useSession();
  if (!mayOpenPath(groups, pathname)) return <NoAccess title="No access" />;
  return children;
}
