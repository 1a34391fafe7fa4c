/**
 * Where the portal may send an HR endpoint's secrets: https hosts on WORKDAY_ALLOWED_HOSTS
 * (host names, or `*.suffix` for any host under a domain), and plain http only to loopback,
 * where the simulator runs. Checked when an endpoint is stored and again before every call,
 * so narrowing the setting stops endpoints stored before.
 */

/** Loopback hosts: the only ones plain http may reach (the simulator speaks http). */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1)$/;

/** The host of a URL as the list names it: lower case, an IPv6 address without brackets. */
const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');

const matches = (host: string, entry: string) =>
  entry.startsWith('*.')
    ? host.endsWith(entry.slice(1)) && host.length > entry.length - 1
    : host === entry;

/** What keeps a URL from being called, in words naming `uri`; undefined when it may be. */
export function hostProblem(uri: string, allowed: readonly string[]): string | undefined {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return 'uri must be an http or https URL';
  }
  const host = hostOf(url);
  if (url.username || url.password) return 'uri must not carry a user name or password';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.test(host)))
    return 'uri must be an https URL (plain http only for a loopback simulator)';
  if (!allowed.some((entry) => matches(host, entry)))
    return `uri's host ${host} is not on WORKDAY_ALLOWED_HOSTS (${allowed.join(', ')})`;
  return undefined;
}
