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

export function redactUrl(url: string): string {
  return SECRET_SEGMENTS.reduce(
    (text, [pattern, replacement]) => text.replace(pattern, replacement),
    url,
  );
}
