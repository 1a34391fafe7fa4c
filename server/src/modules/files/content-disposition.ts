/** RFC 8187 value: percent-encoded UTF-8 with the characters RFC 5987 keeps literal. */
function extValue(name: string): string {
  return encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * A Content-Disposition header that keeps the original file name: a plain ASCII
 * `filename` every client reads, plus `filename*` (UTF-8) when the name needs more.
 */
export function contentDisposition(type: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const header = `${type}; filename="${ascii}"`;
  return ascii === name ? header : `${header}; filename*=UTF-8''${extValue(name)}`;
}
