import { html, SafeHtml, trusted } from './html';

/** A document in the shared layout: the caller writes the body, the layout does the rest. */
export interface PdfDocument {
  title: string;
  subtitle?: string;
  /** Built with the `html` template helper, so every value in it is escaped. */
  bodyHtml: SafeHtml;
}

export interface DocumentStamp {
  productName: string;
  version: string;
  generatedAt: Date;
}

/** Page margins; the header and footer templates live inside the top and bottom ones. */
export const PAGE_MARGIN = { top: '20mm', bottom: '18mm', left: '15mm', right: '15mm' };

const FONT = `'Liberation Sans', Arial, Helvetica, 'DejaVu Sans', sans-serif`;

const STYLES = trusted(`
  @page { size: A4; }
  * { box-sizing: border-box; }
  html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  body { margin: 0; font-family: ${FONT}; font-size: 10pt; line-height: 1.4; color: #1f2933; }
  header.doc { border-bottom: 2px solid #1d4f91; padding-bottom: 8pt; margin-bottom: 14pt; }
  header.doc h1 { margin: 0; font-size: 20pt; line-height: 1.2; color: #102a43; }
  header.doc .subtitle { margin-top: 3pt; font-size: 11pt; color: #486581; }
  h2 { font-size: 12.5pt; color: #1d4f91; margin: 16pt 0 6pt; padding-bottom: 2pt;
       border-bottom: 1px solid #d9e2ec; break-after: avoid; }
  h3 { font-size: 10.5pt; margin: 0 0 4pt; color: #243b53; break-after: avoid; }
  p { margin: 0 0 6pt; }
  .muted { color: #829ab1; }
  .breadcrumbs { font-size: 9pt; color: #486581; margin-bottom: 10pt; }
  .breadcrumbs .sep { color: #9fb3c8; padding: 0 4pt; }
  .facts { display: flex; gap: 8pt; margin: 4pt 0 6pt; }
  .fact { flex: 1; border: 1px solid #d9e2ec; border-radius: 4pt; padding: 6pt 8pt; background: #f5f7fa; }
  .fact .value { display: block; font-size: 15pt; font-weight: bold; color: #102a43; }
  .fact .label { display: block; font-size: 8pt; text-transform: uppercase; letter-spacing: 0.04em; color: #627d98; }
  .group { margin-bottom: 10pt; }
  .count { display: inline-block; min-width: 14pt; padding: 0 4pt; margin-left: 4pt; border-radius: 7pt;
           background: #d9e2ec; color: #243b53; font-size: 8pt; text-align: center; vertical-align: 1pt; }
  ul.names { columns: 3; column-gap: 14pt; margin: 0; padding: 0; list-style: none; }
  ul.names li { break-inside: avoid; padding: 1.5pt 0; border-bottom: 1px dotted #d9e2ec; }
  table.data { width: 100%; border-collapse: collapse; font-size: 9pt; }
  table.data th { text-align: left; font-weight: bold; color: #486581; border-bottom: 1.5px solid #bcccdc; padding: 3pt 4pt; }
  table.data td { border-bottom: 1px solid #e4e7eb; padding: 3pt 4pt; vertical-align: top; }
  table.data td.num, table.data th.num { text-align: right; white-space: nowrap; }
  table.data tr { break-inside: avoid; }
  .badge { display: inline-block; padding: 0 4pt; border-radius: 3pt; font-size: 7.5pt; font-weight: bold;
           text-transform: uppercase; letter-spacing: 0.03em; vertical-align: 1pt; }
  .badge.red { background: #fde8e8; color: #c81e1e; }
  .badge.grey { background: #e4e7eb; color: #52606d; }
  .flag-red { color: #c81e1e; }
`);

/** "2025-09-04 14:03 UTC": unambiguous for readers in every plant's time zone. */
export function formatStamp(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

const MARGIN_TEXT = `font-family: ${FONT}; font-size: 7.5pt; color: #627d98; width: 100%;
  box-sizing: border-box; padding: 0 ${PAGE_MARGIN.right} 0 ${PAGE_MARGIN.left};
  display: flex; justify-content: space-between;`;

/** The page, and Chrome's header and footer templates (page numbers are filled in by Chrome). */
export function layoutDocument(
  document: PdfDocument,
  stamp: DocumentStamp,
): { page: SafeHtml; headerTemplate: SafeHtml; footerTemplate: SafeHtml } {
  const page = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>${document.title}</title>
        <style>
          ${STYLES}
        </style>
      </head>
      <body>
        <header class="doc">
          <h1>${document.title}</h1>
          ${document.subtitle ? html`<div class="subtitle">${document.subtitle}</div>` : ''}
        </header>
        ${document.bodyHtml}
      </body>
    </html>`;
  const headerTemplate = html`<div style="${trusted(MARGIN_TEXT)} padding-top: 6mm;">
    <span>${stamp.productName}</span><span>${document.title}</span>
  </div>`;
  const footerTemplate = html`<div style="${trusted(MARGIN_TEXT)} padding-bottom: 5mm;">
    <span
      >Generated ${formatStamp(stamp.generatedAt)} by ${stamp.productName} ${stamp.version}</span
    >
    <span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span>
  </div>`;
  return { page, headerTemplate, footerTemplate };
}
