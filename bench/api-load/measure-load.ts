// One load run with autocannon: a fixed number of connections for a fixed time against one URL.
// Latency percentiles come from every 2xx response's own time (sub-millisecond), not from
// autocannon's whole-millisecond histogram.
import autocannon from 'autocannon';

export interface LoadFigures {
  /** 2xx answers. */
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers that were not 2xx, plus connection errors and timeouts. */
  failures: number;
}

export function measureLoad(options: {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
}): Promise<LoadFigures> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const run = autocannon(
      {
        url: options.url,
        headers: options.headers,
        connections: options.connections,
        duration: options.seconds,
        renderProgressBar: false,
        renderResultsTable: false,
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        const ok = latencies.length;
        resolve({
          requests: ok,
          requestsPerSecond: ok / result.duration,
          p50Ms: percentile(latencies, 0.5),
          p99Ms: percentile(latencies, 0.99),
          failures: result.non2xx + result.errors + result.timeouts,
        });
      },
    );
    run.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? Number.NaN;
}
