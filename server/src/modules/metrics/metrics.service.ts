import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** One labelled value of a metric read when Prometheus scrapes (a pull metric). */
export interface Sample {
  labels?: Record<string, string>;
  value: number;
}
export type Collect = () => Sample[] | Promise<Sample[]>;

/** Every family's name starts so, so a shared Prometheus tells the portal's from the rest. */
export const METRIC_PREFIX = 'portal_';

/** Request latencies: from a cached answer (a millisecond) to a slow report (ten seconds). */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Work that takes seconds to minutes: jobs, recomputes, renders. */
const WORK_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 900];
/** A request outside every route (a 404 of the router) is one label, not one per URL. */
export const UNMATCHED_ROUTE = 'unmatched';

interface RequestSeries {
  count: { inc(): void };
  duration: { observe(value: number): void };
}

/**
 * The process's metrics registry (decision 0045): what other modules record goes through
 * these few methods, and what they hold themselves (queues, pools, connections) is read by the
 * collectors they register, only when Prometheus scrapes. One registry per app, not
 * prom-client's global one: the API tests run several apps in one process.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly requestSeconds: Histogram<'method' | 'route' | 'status'>;
  /** Bound label sets by method, route and status: a scrape-free request hashes no labels. */
  private readonly requestSeries = new Map<string, RequestSeries>();
  private readonly querySeconds: Histogram;
  private readonly jobSeconds: Histogram<'kind' | 'outcome'>;
  private readonly wsMessages: Counter<'direction'>;
  private readonly matchSeconds: Histogram<'kind'>;

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: METRIC_PREFIX });
    const registers = [this.registry];
    this.requests = new Counter({
      name: `${METRIC_PREFIX}http_requests_total`,
      help: 'HTTP requests answered, by route template and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.requestSeconds = new Histogram({
      name: `${METRIC_PREFIX}http_request_duration_seconds`,
      help: 'Time from the request arriving to its answer sent, by route template and status',
      labelNames: ['method', 'route', 'status'],
      buckets: REQUEST_BUCKETS,
      registers,
    });
    this.querySeconds = new Histogram({
      name: `${METRIC_PREFIX}db_query_duration_seconds`,
      help: "Statements on the app's database pool, from sent to answered",
      buckets: REQUEST_BUCKETS,
      registers,
    });
    this.jobSeconds = new Histogram({
      name: `${METRIC_PREFIX}job_duration_seconds`,
      help: 'Background job runs, by job name and outcome (completed, failed, retried)',
      labelNames: ['kind', 'outcome'],
      buckets: WORK_BUCKETS,
      registers,
    });
    this.wsMessages = new Counter({
      name: `${METRIC_PREFIX}ws_messages_total`,
      help: 'WebSocket messages received (in) and sent (out: answers and pushes)',
      labelNames: ['direction'],
      registers,
    });
    this.matchSeconds = new Histogram({
      name: `${METRIC_PREFIX}match_duration_seconds`,
      help: 'Match recomputes (all, client, person) and regrades, start to commit',
      labelNames: ['kind'],
      buckets: WORK_BUCKETS,
      registers,
    });
  }

  /** One answered HTTP request; `route` is the route's template, never the URL. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${status} ${route}`;
    let series = this.requestSeries.get(key);
    if (!series) {
      const labels = { method, route, status: String(status) };
      series = {
        count: this.requests.labels(labels),
        duration: this.requestSeconds.labels(labels),
      };
      this.requestSeries.set(key, series);
    }
    series.count.inc();
    series.duration.observe(seconds);
  }

  observeQuery(seconds: number): void {
    this.querySeconds.observe(seconds);
  }

  observeJob(kind: string, outcome: 'completed' | 'failed' | 'retried', seconds: number): void {
    this.jobSeconds.observe({ kind, outcome }, seconds);
  }

  countWsMessage(direction: 'in' | 'out'): void {
    this.wsMessages.inc({ direction });
  }

  /** Times `work` as a match recompute or regrade of that kind (failures included). */
  async timeMatch<T>(kind: string, work: () => Promise<T>): Promise<T> {
    const end = this.matchSeconds.startTimer({ kind });
    try {
      return await work();
    } finally {
      end();
    }
  }

  /** A value another module holds (a queue's length, open sockets), read at each scrape. */
  gauge(name: string, help: string, labelNames: string[], collect: Collect): void {
    new Gauge({
      name: `${METRIC_PREFIX}${name}`,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const { labels, value } of await collect()) this.set(labels ?? {}, value);
      },
    });
  }

  /**
   * A running total another module keeps (cache hits, renders started), read at each scrape
   * and exposed as a counter, so rate() applies.
   */
  counter(name: string, help: string, labelNames: string[], collect: Collect): void {
    new Counter({
      name: `${METRIC_PREFIX}${name}`,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const { labels, value } of await collect()) this.inc(labels ?? {}, value);
      },
    });
  }

  /** The exposition text and its content type. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
