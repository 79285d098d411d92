// A client of the fleet that holds the portal to its promise under faults: every answer is either
// what was asked or a 503 with Retry-After and the error envelope, after which the same request
// (the same idempotency key) is sent again. Anything else is recorded as a broken promise. Counts
// what it did for the fault test's report.
import { waitUntil } from './local-processes.ts';

export interface FleetRequest {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Statuses that count as done (default: 200). */
  expect?: readonly number[];
}

export interface FleetAnswer {
  status: number;
  text: string;
  headers: Headers;
  json<T>(): T;
}

export interface ClientCounts {
  requests: number;
  /** Requests that needed at least one retry (a 503 with Retry-After first). */
  retried: number;
  /** 503 answers with Retry-After and the envelope, all tries together. */
  unavailable: number;
  /** 429 answers (one customer's uploads one at a time), retried. */
  limited: number;
  /** Answers that broke the promise: another status, a 503 without Retry-After or envelope.
   * Each with what it was. */
  broken: string[];
  /** Connections closed with no answer at all: a broken promise too (the balancer must answer
   * 503), counted apart because a browser would have sent the request again. */
  cut: string[];
  /** Requests still not done after every retry. */
  failedAfterRetry: string[];
  /** Every request's duration in ms (retries included), for the latency figures. */
  durations: number[];
}

/** How long a request may keep being retried before it counts as failed. */
const RETRY_WINDOW_MS = 45_000;
/** A Retry-After is followed, up to this long (the faults of the test last 10 s at most). */
const LONGEST_WAIT_MS = 5_000;

export class FleetClient {
  readonly counts: ClientCounts = {
    requests: 0,
    retried: 0,
    unavailable: 0,
    limited: 0,
    broken: [],
    cut: [],
    failedAfterRetry: [],
    durations: [],
  };
  readonly #origin: string;

  constructor(origin: string) {
    this.#origin = origin;
  }

  async send(request: FleetRequest): Promise<FleetAnswer | undefined> {
    const started = performance.now();
    const label = `${request.method ?? 'GET'} ${request.path}`;
    this.counts.requests += 1;
    let tries = 0;
    while (performance.now() - started < RETRY_WINDOW_MS) {
      tries += 1;
      if (tries === 2) this.counts.retried += 1;
      const answer = await this.#once(request).catch((error: unknown) => {
        this.counts.cut.push(`${label}: ${String(error)}`);
        return undefined;
      });
      if (!answer) return undefined;
      if ((request.expect ?? [200]).includes(answer.status)) {
        this.counts.durations.push(performance.now() - started);
        return answer;
      }
      const wait = this.#retryAfter(label, answer);
      if (wait === undefined) return undefined;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    this.counts.failedAfterRetry.push(label);
    return undefined;
  }

  /** The wait a 503 asks for; undefined (and recorded) for any other answer. */
  #retryAfter(label: string, answer: FleetAnswer): number | undefined {
    const seconds = Number(answer.headers.get('retry-after'));
    let enveloped = false;
    try {
      const body = answer.json<{ data: unknown; errors: { code: string }[] }>();
      enveloped = body.data === null && body.errors.length > 0;
    } catch {
      enveloped = false;
    }
    if (answer.status === 503 && seconds > 0 && enveloped) {
      this.counts.unavailable += 1;
      return Math.min(seconds * 1000, LONGEST_WAIT_MS);
    }
    // One customer's uploads go one at a time (decision 033): the customers of this test are one
    // person on several devices, so a second upload is told to wait, as the web app then does.
    if (answer.status === 429 && enveloped) {
      this.counts.limited += 1;
      return seconds > 0 ? Math.min(seconds * 1000, LONGEST_WAIT_MS) : 500;
    }
    this.counts.broken.push(`${label}: ${answer.status} ${answer.text.slice(0, 200)}`);
    return undefined;
  }

  async #once(request: FleetRequest): Promise<FleetAnswer> {
    const response = await fetch(`${this.#origin}${request.path}`, {
      method: request.method ?? 'GET',
      headers: { 'x-subdomain': 'demo', ...request.headers },
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
      ...(request.body === undefined
        ? {}
        : { body: typeof request.body === 'string' ? request.body : new Uint8Array(request.body) }),
    });
    const text = await response.text();
    return {
      status: response.status,
      text,
      headers: response.headers,
      json: <T>() => JSON.parse(text) as T,
    };
  }
}

/** Waits until the balancer answers a request again (used between phases). */
export function balancerAnswers(origin: string, ms = 30_000): Promise<boolean> {
  return waitUntil(
    ms,
    async () => {
      const response = await fetch(`${origin}/readyz`).catch(() => undefined);
      await response?.body?.cancel();
      return response?.status === 200;
    },
    200,
  );
}
