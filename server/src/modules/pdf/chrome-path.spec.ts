import { resolveChromePath } from './chrome-path';
import { PdfBrowserUnavailableException } from './pdf.exceptions';

describe(resolveChromePath.name, () => {
  const only =
    (...paths: string[]) =>
    (path: string) =>
      paths.includes(path);

  it('uses CHROME_PATH when it exists', () => {
    expect(resolveChromePath('/opt/chrome/chrome', only('/opt/chrome/chrome'))).toBe(
      '/opt/chrome/chrome',
    );
  });

  it('refuses a CHROME_PATH that does not exist, naming it and the install hint', () => {
    const attempt = () => resolveChromePath('/nonexistent', only('/usr/bin/chromium'));
    expect(attempt).toThrow(PdfBrowserUnavailableException);
    expect(attempt).toThrow(
      /CHROME_PATH=\/nonexistent does not exist.*apt-get install -y chromium/,
    );
  });

  it('falls back to the first system browser found', () => {
    expect(resolveChromePath(undefined, only('/usr/bin/google-chrome', '/usr/bin/chromium'))).toBe(
      '/usr/bin/chromium',
    );
    expect(resolveChromePath(undefined, only('/usr/bin/google-chrome'))).toBe(
      '/usr/bin/google-chrome',
    );
  });

  it('answers 503 with the places it looked when there is none', () => {
    const attempt = () => resolveChromePath(undefined, only());
    expect(attempt).toThrow(
      /CHROME_PATH is not set and no browser was found at \/usr\/bin\/chromium/,
    );
    try {
      attempt();
    } catch (error) {
      expect((error as PdfBrowserUnavailableException).status).toBe(503);
    }
  });
});
