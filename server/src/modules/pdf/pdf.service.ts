import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { rm } from 'node:fs/promises';
import puppeteer, { type BrowserEvent, type Page } from 'puppeteer-core';
import type { AppConfig } from '@server/config/app-config';
import { APP_CONFIG } from '@server/config/config.module';
import { PRODUCT_NAME } from '@domain/rules';
import { readBuildInfo } from '@server/modules/platform/build-info';
import { resolveChromePath } from './chrome-path';
import { ChromiumPool, type PoolBrowser } from './chromium-pool';
import { newProfileDir, reapStrayChromium } from './chromium-strays';
import { layoutDocument, PAGE_MARGIN, type PdfDocument } from './document-layout';
import type { SafeHtml } from './html';
import { PdfBrowserUnavailableException } from './pdf.exceptions';

const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
const PAGES_AT_ONCE = 2;
const JOBS_PER_BROWSER = 50;
const JOB_TIMEOUT_MS = 30_000;

export interface RenderOptions {
  landscape?: boolean;
  /** Chrome's header and footer templates; without them the footer shows "Page n of m". */
  headerTemplate?: SafeHtml;
  footerTemplate?: SafeHtml;
}

const PAGE_NUMBERS = `<div style="font-size: 7.5pt; width: 100%; text-align: center; color: #627d98;">
  <span class="pageNumber"></span> / <span class="totalPages"></span></div>`;

/**
 * HTML to PDF with the system Chromium (puppeteer-core never downloads one). Pages render
 * offline with scripts off: the HTML is ours (escaped templates), and nothing in it may make
 * the server fetch a URL.
 */
@Injectable()
export class PdfService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(PdfService.name);
  private readonly pool: ChromiumPool<Page>;
  private readonly version = readBuildInfo().version;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.pool = new ChromiumPool({
      launch: () => this.launch(),
      concurrency: PAGES_AT_ONCE,
      jobsPerBrowser: JOBS_PER_BROWSER,
    });
  }

  /** Browsers an instance killed outright left behind (460 MB each) go before we start ours. */
  onModuleInit(): void {
    const killed = reapStrayChromium(this.config.dataDir);
    if (killed.length) {
      this.logger.warn(
        `Stopped ${killed.length} Chromium process(es) left running by an instance that did not stop cleanly`,
      );
    }
  }

  render(page: SafeHtml, options: RenderOptions = {}): Promise<Buffer> {
    return this.pool.run(async (tab) => {
      tab.setDefaultTimeout(JOB_TIMEOUT_MS);
      await tab.setJavaScriptEnabled(false);
      await tab.setRequestInterception(true);
      tab.on('request', (request) =>
        request.url().startsWith('data:') ? request.continue() : request.abort(),
      );
      await tab.setContent(page.value, { waitUntil: 'load' });
      const pdf = await tab.pdf({
        format: 'A4',
        landscape: options.landscape ?? false,
        printBackground: true,
        displayHeaderFooter: true,
        headerTemplate: options.headerTemplate?.value ?? '<span></span>',
        footerTemplate: options.footerTemplate?.value ?? PAGE_NUMBERS,
        margin: PAGE_MARGIN,
        timeout: JOB_TIMEOUT_MS,
      });
      return Buffer.from(pdf);
    });
  }

  /** A document in the portal's shared layout: title block, header, footer with page numbers. */
  renderDocument(document: PdfDocument): Promise<Buffer> {
    const { page, headerTemplate, footerTemplate } = layoutDocument(document, {
      productName: PRODUCT_NAME,
      version: this.version,
      generatedAt: new Date(),
    });
    return this.render(page, { headerTemplate, footerTemplate });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.close();
  }

  private async launch(): Promise<PoolBrowser<Page>> {
    const executablePath = resolveChromePath(this.config.chromePath);
    const userDataDir = newProfileDir(this.config.dataDir);
    const dropProfile = () => rm(userDataDir, { recursive: true, force: true });
    const browser = await puppeteer
      // The pipe transport ties the browser to us: when this process ends, however abruptly,
      // the pipe closes and Chromium exits (over a WebSocket it would live on, orphaned).
      .launch({ executablePath, headless: true, pipe: true, userDataDir, args: LAUNCH_ARGS })
      .catch(async (error: Error) => {
        await dropProfile();
        throw new PdfBrowserUnavailableException(
          `the browser at ${executablePath} did not start (${error.message.split('\n')[0]})`,
        );
      });
    return {
      createBrowserContext: () => browser.createBrowserContext(),
      close: () => browser.close().finally(dropProfile),
      // BrowserEvent is a const enum: its value is written out for the test transpiler.
      onDisconnected: (handler) =>
        void browser.once('disconnected' as BrowserEvent.Disconnected, handler),
    };
  }
}
