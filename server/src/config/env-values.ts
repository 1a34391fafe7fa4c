/** Readers of single environment variables, each refusing a malformed value with a ConfigError. */
import { isIP } from 'node:net';

/** Raised when an environment variable is missing or malformed; main prints it as one line. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    readonly expected: string,
    readonly got: string | undefined,
  ) {
    super(`${variable} must be ${expected}${got === undefined ? '' : ` (got "${got}")`}`);
  }
}

export type Env = Record<string, string | undefined>;

export function nonEmpty(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

export function integer(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = nonEmpty(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(name, `a whole number from ${min} to ${max}`, raw);
  }
  return Number(raw);
}

export function url(env: Env, name: string, protocols: string[], form: string): string | undefined {
  const raw = nonEmpty(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, form, raw);
  }
  if (!protocols.includes(parsed.protocol)) throw new ConfigError(name, form, raw);
  return raw;
}

export function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = nonEmpty(env, name);
  if (raw === undefined) return fallback;
  if (/^(true|1|yes)$/i.test(raw)) return true;
  if (/^(false|0|no)$/i.test(raw)) return false;
  throw new ConfigError(name, 'true or false', raw);
}

export function secret(env: Env, name: string): string | undefined {
  const raw = nonEmpty(env, name);
  if (raw !== undefined && raw.length < 32) {
    throw new ConfigError(name, 'at least 32 characters', '*'.repeat(raw.length));
  }
  return raw;
}

const HOST_NAME = /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;
const IPV6 = /^[0-9a-f:.]*:[0-9a-f:.]*$/;

/** A comma-separated list of host names, `*.suffix` patterns and IP addresses, lower-cased. */
export function hostList(env: Env, name: string, fallback: string[]): string[] {
  const raw = nonEmpty(env, name);
  if (raw === undefined) return fallback;
  const hosts = raw.split(',').map((h) =>
    h
      .trim()
      .toLowerCase()
      .replace(/^\[(.*)\]$/, '$1'),
  );
  if (hosts.some((h) => !HOST_NAME.test(h) && !IPV6.test(h)))
    throw new ConfigError(
      name,
      'comma-separated host names or *.domain patterns (e.g. *.workday.com,localhost)',
      raw,
    );
  return hosts;
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_PROXY_FORM =
  'unset, or comma-separated addresses and CIDR ranges of the proxies (e.g. 10.0.0.5,10.1.0.0/16, or loopback)';

function isAddressOrRange(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: off unless set; the same setting serves a balancer in front of many instances.
 * No hop count: Fastify 5 trusts no peer for one (it cannot tell a proxy from a client), so
 * the proxies are named.
 */
export function trustProxy(env: Env): false | string[] {
  const raw = nonEmpty(env, 'TRUST_PROXY');
  if (raw === undefined || /^(false|no|off)$/i.test(raw)) return false;
  const entries = raw.split(',').map((entry) => entry.trim().toLowerCase());
  if (!entries.every(isAddressOrRange)) throw new ConfigError('TRUST_PROXY', TRUST_PROXY_FORM, raw);
  return entries;
}

/** TALOGY_REPORT_URL: an https:// link with `{id}` where the person's ID goes. */
export function talogyReportUrl(env: Env): string | undefined {
  const value = url(env, 'TALOGY_REPORT_URL', ['https:'], 'an https:// URL containing {id}');
  if (value !== undefined && !value.includes('{id}'))
    throw new ConfigError('TALOGY_REPORT_URL', 'an https:// URL containing {id}', value);
  return value;
}

/** SENTRY_DSN: `https://<public key>@<host>/<project id>` (http only to loopback). */
export function sentryDsn(env: Env): string | undefined {
  const form = 'a Sentry DSN such as https://<public key>@<host>/<project id>';
  const value = url(env, 'SENTRY_DSN', ['https:', 'http:'], form);
  if (value === undefined) return undefined;
  const dsn = new URL(value);
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(dsn.hostname);
  if (
    !dsn.username ||
    !/^\/(.+\/)?\d+$/.test(dsn.pathname) ||
    (dsn.protocol === 'http:' && !loopback)
  )
    throw new ConfigError('SENTRY_DSN', form, value);
  return value;
}

/**
 * Comma-separated text prefixes (REASONS_SKIP_PATH_PREFIXES): each trimmed, empty ones
 * dropped, at most 200 characters each; unset: none.
 */
export function prefixList(env: Env, name: string): string[] {
  const raw = nonEmpty(env, name);
  if (raw === undefined) return [];
  const prefixes = raw
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  if (prefixes.some((p) => p.length > 200))
    throw new ConfigError(name, 'comma-separated prefixes of at most 200 characters each', raw);
  return prefixes;
}
