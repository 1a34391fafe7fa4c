/** Base64 of the UTF-8 bytes of `text`: how the spotlight query travels in the URL. */
export function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
