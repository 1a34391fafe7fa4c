import { hasPermission } from '@domain/access';
import { routePermission } from '@domain/route-access';

/**
 * A link to one of the app's screens is for whoever may open that screen: the route table of
 * libs/domain (the one the client's routes check), so no link leads to "no access" and every
 * screen a person may open has its link. Only a link elsewhere (no screen of ours) falls back
 * to its group prefixes: for a holder of a group starting with one of them.
 */
export function isLinkVisibleTo(
  link: { to: string; groupPrefixes: string[] },
  groups: string[],
): boolean {
  const permission = routePermission(link.to);
  if (permission !== null) return groups.length > 0 && hasPermission(groups, permission);
  return link.groupPrefixes.some((prefix) => groups.some((group) => group.startsWith(prefix)));
}
