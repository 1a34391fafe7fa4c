import { HttpStatus } from '@nestjs/common';
import { AppException } from '@server/common/app.exception';

export enum PdfErrorCode {
  PdfBrowserUnavailable = 'PDF_BROWSER_UNAVAILABLE',
  TooManyRenders = 'PDF_TOO_MANY_RENDERS',
}

export const INSTALL_HINT = 'apt-get install -y chromium';

/** PDFs need a Chromium on the server; without one every PDF answers this 503. */
export class PdfBrowserUnavailableException extends AppException {
  constructor(problem: string) {
    super(
      PdfErrorCode.PdfBrowserUnavailable,
      HttpStatus.SERVICE_UNAVAILABLE,
      `PDFs cannot be made: ${problem}. Install Chromium (${INSTALL_HINT}) or set CHROME_PATH ` +
        'to a Chrome or Chromium executable, then restart the portal.',
    );
  }
}

/** One user's PDFs being made or waiting reached PDF_RENDERS_PER_USER (decision 0033). */
export class PdfTooManyRendersException extends AppException {
  constructor(
    held: number,
    readonly retryAfterSeconds: number,
  ) {
    super(
      PdfErrorCode.TooManyRenders,
      HttpStatus.TOO_MANY_REQUESTS,
      `You have ${held} PDFs being made or waiting, the most one person may have at once ` +
        `(PDF_RENDERS_PER_USER); retry in ${retryAfterSeconds} s`,
      { limit: held },
    );
  }
}
