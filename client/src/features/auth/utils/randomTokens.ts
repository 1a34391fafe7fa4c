function randomBytes(count: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(count));
}

/** 48 random bytes as 64 base64url characters: a proof that can never verify. */
export function randomProof(): string {
  return btoa(String.fromCharCode(...randomBytes(48)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * A random (version 4) UUID for the request-id segments of state-changing GETs. Built by hand
 * because crypto.randomUUID exists only on HTTPS pages and localhost.
 */
export function randomRequestId(): string {
  const bytes = randomBytes(16);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
