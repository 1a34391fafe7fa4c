import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { rm } from 'node:fs/promises';
import puppeteer, { type BrowserEvent, type Page } from 'puppeteer-core';
import type { AppConfig } from '@server/config/app-config';
import { APP_CONFIG } from '@server/config/config.module';
import { PRODUCT_NAME } from '@domain/rules';
import { readBuildInfo } from '@server/modules/platform/build-info';
import { resolveChromePath } from './chrome-path';
import { ClientGoneException } from '@server/common/client-gone';
import { LimitReached } from '@server/common/limit-reached';
import { MetricsService } from '@server/modules/metrics/metrics.service';
import { ChromiumPool, type PoolBrowser } from './chromium-pool';
import { newProfileDir, reapStrayChromium } from './chromium-strays';
import { layoutDocument, PAGE_MARGIN, type PdfDocument } from './document-layout';
import { FairQueue, LeftQueueError, type FairQueueCounts } from './fair-queue';
import type { SafeHtml } from './html';
import { PdfBrowserUnavailableException, PdfTooManyRendersException } from './pdf.exceptions';

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

/** On whose behalf a PDF is made (decision 0033). */
export interface RenderCaller {
  /**
   * Whose turn: renders are taken in turn per key (a user's id; a background job its own), and
   * one key may have PDF_RENDERS_PER_USER rendering or waiting at once (the next is 429).
   */
  key: string;
  /** The caller went away (callerGone): a waiting render leaves the queue, a running one stops. */
  signal?: AbortSignal;
}

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
  private readonly queue: FairQueue;
  private readonly version = readBuildInfo().version;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    metrics: MetricsService,
  ) {
    // The queue hands out the pages: the pool never holds a render back itself.
    this.queue = new FairQueue({ concurrency: PAGES_AT_ONCE, perKey: config.pdfRendersPerUser });
    this.pool = new ChromiumPool({
      launch: () => this.launch(),
      concurrency: PAGES_AT_ONCE,
      jobsPerBrowser: JOBS_PER_BROWSER,
    });
    metrics.gauge('pdf_render_queue', 'PDF renders running and waiting', ['state'], () => {
      const { running, waiting } = this.queue.counts();
      return [
        { labels: { state: 'running' }, value: running },
        { labels: { state: 'waiting' }, value: waiting },
      ];
    });
    metrics.counter(
      'pdf_renders_total',
      'PDF renders started, dropped (the caller left first) and refused (429)',
      ['outcome'],
      () => {
        const { started, dropped, refused } = this.queue.counts();
        return Object.entries({ started, dropped, refused }).map(([outcome, value]) => ({
          labels: { outcome },
          value,
        }));
      },
    );
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

  /** Renders started, dropped (the caller went away first), refused, running and waiting. */
  counts(): FairQueueCounts {
    return this.queue.counts();
  }

  async render(page: SafeHtml, caller: RenderCaller, options: RenderOptions = {}): Promise<Buffer> {
    const { key, signal } = caller;
    try {
      return await this.queue.run(
        key,
        () => this.pool.run((tab) => this.print(tab, page, options, signal)),
        signal,
      );
    } catch (error) {
      if (error instanceof LimitReached)
        throw new PdfTooManyRendersException(error.held, error.retryAfterSeconds);
      if (error instanceof LeftQueueError || signal?.aborted) throw new ClientGoneException();
      throw error;
    }
  }

  /** One page's PDF; a caller going away closes the page, which ends the render at once. */
  private async print(
    tab: Page,
    page: SafeHtml,
    options: RenderOptions,
    signal?: AbortSignal,
  ): Promise<Buffer> {
    const close = () => void tab.close().catch(() => undefined);
    signal?.addEventListener('abort', close, { once: true });
    // Gone while the page was being opened: no event will come.
    if (signal?.aborted) close();
    try {
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
    } finally {
      signal?.removeEventListener('abort', close);
    }
  }

  /** A document in the portal's shared layout: title block, header, footer with page numbers. */
  renderDocument(document: PdfDocument, caller: RenderCaller): Promise<Buffer> {
    const { page, headerTemplate, footerTemplate } = layoutDocument(document, {
      productName: PRODUCT_NAME,
      version: this.version,
      generatedAt: new Date(),
    });
    return this.render(page, caller, { headerTemplate, footerTemplate });
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
