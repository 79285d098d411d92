// Types for the part of autocannon (shipped without types) that bench/api-load uses: one run
// against one URL, with a callback, and its per-response event for exact latencies.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface AutocannonOptions {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
    /** Do not draw the progress bar or the result table. */
    renderProgressBar?: boolean;
    renderResultsTable?: boolean;
  }

  interface AutocannonResult {
    requests: { average: number; total: number };
    /** Whole milliseconds (autocannon's histogram has 1 ms resolution). */
    latency: { p50: number; p99: number };
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  interface AutocannonTracker extends EventEmitter {
    /** `responseTime` is in milliseconds with sub-millisecond precision. */
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
    ): this;
  }

  export default function autocannon(
    options: AutocannonOptions,
    done: (error: Error | null, result: AutocannonResult) => void,
  ): AutocannonTracker;
}
