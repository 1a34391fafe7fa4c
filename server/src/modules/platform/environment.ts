import type { DeploymentEnvironment } from '@server/config/app-config';

/**
 * The seeds derive the environment from the host name (it tags error reports and the version
 * label). Host names here follow the usual conventions: prod/prd, stag/stg/uat/qa, test/ci,
 * dev/local. One that says nothing (localhost, a container id) is production: `npm start`
 * runs the product, and `npm run dev` says development through PORTAL_ENVIRONMENT.
 */
export function environmentFromHostname(host: string): DeploymentEnvironment {
  const name = host.toLowerCase();
  if (name === 'localhost' || name === '127.0.0.1' || name === '::1') return 'production';
  const labels = name.split(/[.\-_]/);
  const has = (...words: string[]) =>
    labels.some((label) => words.some((word) => label.startsWith(word)));
  if (has('dev', 'local')) return 'development';
  if (has('stag', 'stg', 'uat', 'qa', 'preprod')) return 'staging';
  if (has('test', 'tst', 'ci')) return 'test';
  return 'production';
}
