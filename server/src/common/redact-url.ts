/**
 * Request URLs go to the logs; the secrets some of them carry do not: session tokens in
 * ?jwt=, sign-in proofs, reset and invitation tokens, and OPAQUE records.
 */
const SECRET_SEGMENTS: [RegExp, string][] = [
  [/([?&](?:jwt|code|state|id_token)=)[^&]*/g, '$1[redacted]'],
  [/(\/public\/authorize-v2\/[^/?]+\/)[^/?]+/, '$1[redacted]'],
  [/(\/admin\/users\/token\/)[^/?]+/, '$1[redacted]'],
  [/(\/admin\/users\/token\/\[redacted\]\/reset\/)[^/?]+/, '$1[redacted]'],
  [/(\/public\/store-v2\/[^/?]+\/)[^/?]+\/[^/?]+/, '$1[redacted]/[redacted]'],
  [/(\/sso\/login\/[^/?]+\/)[^/?]+/, '$1[redacted]'],
];

/**
 * Whether any of the patterns matches: one pass over the URL, where most URLs (none of them
 * carrying a secret) would otherwise take one per pattern, on every request's log line.
 */
const MAY_HOLD_SECRET = new RegExp(SECRET_SEGMENTS.map(([pattern]) => pattern.source).join('|'));

export function redactUrl(url: string): string {
  if (!MAY_HOLD_SECRET.test(url)) return url;
  return SECRET_SEGMENTS.reduce(
    (text, [pattern, replacement]) => text.replace(pattern, replacement),
    url,
  );
}
