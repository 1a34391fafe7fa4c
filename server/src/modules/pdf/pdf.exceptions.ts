import { HttpStatus } from '@nestjs/common';
import { AppException } from '@server/common/app.exception';

export enum PdfErrorCode {
  PdfBrowserUnavailable = 'PDF_BROWSER_UNAVAILABLE',
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
