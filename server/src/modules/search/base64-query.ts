/** Decodes the spotlight's base64 (standard or URL-safe) segment; undefined when it is not base64. */
export function decodeBase64Query(segment: string): string | undefined {
  const value = segment.trim();
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(value) || value.replace(/=+$/, '').length % 4 === 1)
    return undefined;
  const decoded = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString(
    'utf8',
  );
  if (decoded.includes('\uFFFD')) return undefined;
  return decoded;
}
