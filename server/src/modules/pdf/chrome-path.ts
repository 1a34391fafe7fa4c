import { existsSync } from 'node:fs';
import { PdfBrowserUnavailableException } from './pdf.exceptions';

export const CHROME_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/** CHROME_PATH when set (it must exist), else the first system browser found. */
export function resolveChromePath(
  chromePath: string | undefined,
  exists: (path: string) => boolean = existsSync,
): string {
  if (chromePath) {
    if (!exists(chromePath)) {
      throw new PdfBrowserUnavailableException(`CHROME_PATH=${chromePath} does not exist`);
    }
    return chromePath;
  }
  const found = CHROME_CANDIDATES.find(exists);
  if (!found) {
    throw new PdfBrowserUnavailableException(
      `CHROME_PATH is not set and no browser was found at ${CHROME_CANDIDATES.join(', ')}`,
    );
  }
  return found;
}
