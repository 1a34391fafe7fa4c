export type DeploymentEnvironment = 'production' | 'staging' | 'test' | 'development';

/**
 * The seeds derive the environment from the host name (it tags error reports and the version
 * label). Host names here follow the usual conventions: prod/prd, stag/stg/uat/qa, test/ci.
 */
export function environmentFromHostname(host: string): DeploymentEnvironment {
  const name = host.toLowerCase();
  if (name === 'localhost' || name === '127.0.0.1' || name === '::1') return 'development';
  const labels = name.split(/[.\-_]/);
  const has = (...words: string[]) =>
    labels.some((label) => words.some((word) => label.startsWith(word)));
  if (has('dev', 'local')) return 'development';
  if (has('stag', 'stg', 'uat', 'qa', 'preprod')) return 'staging';
  if (has('test', 'tst', 'ci')) return 'test';
  if (has('prod', 'prd', 'www', 'portal')) return 'production';
  return 'development';
}
