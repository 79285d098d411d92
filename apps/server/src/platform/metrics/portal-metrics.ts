// The instance's Prometheus metrics: Node's process metrics (process_start_time_seconds among
// them, which tells a scraper that an instance restarted) and the portal's own. One registry per
// app, not prom-client's global one, so that several apps in one process (tests, benches) each
// count only their own requests.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds; from a cached answer (a few ms) to a PDF or a photo upload (seconds). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface AnsweredRequest {
  method: string;
  /** The route's pattern (`/api/offers/:id`), never the raw URL: one series per route. */
  route: string;
  statusCode: number;
  seconds: number;
}

/** A value read when Prometheus scrapes: one sample per label set, or none (unknown now). */
export type GaugeReading = Array<{ labels?: Record<string, string>; value: number }>;

export interface PortalMetrics {
  readonly registry: Registry;
  observeRequest(request: AnsweredRequest): void;
  /** A gauge whose value is read at each scrape; a reading that fails leaves the gauge out of
   * that scrape rather than failing the whole of it. */
  gaugeAtScrape(
    name: string,
    help: string,
    labelNames: readonly string[],
    read: () => GaugeReading | Promise<GaugeReading>,
  ): void;
  /** The text a scrape answers with. */
  scrape(): Promise<string>;
}

export function createPortalMetrics(): PortalMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status class.',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from the request to its answer, by route pattern and status class.',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'portal_http_errors_total',
    help: 'HTTP requests answered with a 5xx, by route pattern.',
    labelNames: ['method', 'route'],
    registers: [registry],
  });
  return {
    registry,
    observeRequest({ method, route, statusCode, seconds }) {
      const labels = { method, route, status_class: `${Math.floor(statusCode / 100)}xx` };
      requests.inc(labels);
      latency.observe(labels, seconds);
      if (statusCode >= 500) errors.inc({ method, route });
    },
    gaugeAtScrape(name, help, gaugeLabels, read) {
      new Gauge({
        name,
        help,
        labelNames: gaugeLabels,
        registers: [registry],
        async collect() {
          this.reset();
          const samples = await Promise.resolve()
            .then(read)
            .catch(() => []);
          for (const sample of samples) this.set(sample.labels ?? {}, sample.value);
        },
      });
    },
    scrape: () => registry.metrics(),
  };
}
