// Prometheus' view of the fleet during the fault test: each instance scraped straight, as a
// scraper does its targets, every half second with the METRICS_TOKEN. A killed instance shows as
// scrapes that fail, then as a new process_start_time_seconds once it is back; the report says,
// per instance, how many scrapes went through and failed and which process starts were seen.
import { waitUntil } from './local-processes.ts';

const SCRAPE_EVERY_MS = 500;
/** Prometheus' default scrape timeout is 10 s; a loaded two-core machine gets 5. */
const SCRAPE_TIMEOUT_MS = 5_000;

export interface ScrapeReport {
  scraped: number;
  failed: number;
  /** The distinct process_start_time_seconds seen, in order: two or more is a restart. */
  starts: number[];
  /** The last portal_http_requests_total summed over routes and statuses. */
  requests: number;
}

export interface MetricsWatch {
  stop(): Promise<Record<string, ScrapeReport>>;
}

function samplesOf(text: string, metric: string): number[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${metric} `) || line.startsWith(`${metric}{`))
    .map((line) => Number(line.slice(line.lastIndexOf(' ') + 1)));
}

/** The scrape's body; undefined when the instance is gone, refuses or is slower than a scraper
 * waits (the timeout may strike while the body is read). */
async function scrapeText(url: string, token: string): Promise<string | undefined> {
  try {
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(SCRAPE_TIMEOUT_MS),
    });
    if (response.status === 200) return await response.text();
    await response.body?.cancel();
    return undefined;
  } catch {
    return undefined;
  }
}

export function watchMetrics(
  instances: readonly { name: string; origin: string }[],
  token: string,
): MetricsWatch {
  const reports: Record<string, ScrapeReport> = Object.fromEntries(
    instances.map(({ name }) => [name, { scraped: 0, failed: 0, starts: [], requests: 0 }]),
  );
  let running = true;
  const scrape = async (instance: { name: string; origin: string }) => {
    const report = reports[instance.name];
    if (!report) return;
    const text = await scrapeText(`${instance.origin}/metrics`, token);
    if (text === undefined) {
      report.failed += 1;
      return;
    }
    report.scraped += 1;
    const [start] = samplesOf(text, 'process_start_time_seconds');
    if (start !== undefined && !report.starts.includes(start)) report.starts.push(start);
    report.requests = samplesOf(text, 'portal_http_requests_total').reduce((a, b) => a + b, 0);
  };
  const loop = (async () => {
    while (running) {
      await Promise.all(instances.map(scrape));
      await waitUntil(SCRAPE_EVERY_MS, () => !running);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return reports;
    },
  };
}
