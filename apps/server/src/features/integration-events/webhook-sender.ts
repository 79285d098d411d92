// Posts one signed webhook (decision 055): JSON, a 10 s deadline, no redirect followed (a 3xx is
// an answer like any other non-2xx: the event is tried again later), and no more of the answer
// read than a short excerpt for the delivery log. Never throws: what went wrong is the error.
export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface WebhookResponse {
  /** The receiver's status code; null when none answered. */
  status: number | null;
  /** Why there is no status (refused, timed out, …). */
  error: string | null;
  /** The first EXCERPT_BYTES of the answer, for the log. */
  excerpt: string | null;
  durationMs: number;
}

export type WebhookSender = (request: WebhookRequest) => Promise<WebhookResponse>;

export const WEBHOOK_TIMEOUT_MS = 10_000;
const EXCERPT_BYTES = 500;

/** Reads at most `limit` bytes of a body and lets go of the rest. */
async function excerptOf(body: ReadableStream<Uint8Array> | null, limit: number): Promise<string> {
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.length;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks).subarray(0, limit).toString('utf8');
}

function reasonOf(error: unknown, timeoutMs: number): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.message}${cause}`.slice(0, 300);
  }
  return 'unknown error';
}

export function createWebhookSender(timeoutMs = WEBHOOK_TIMEOUT_MS): WebhookSender {
  return async (request) => {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    try {
      const response = await fetch(request.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...request.headers },
        body: request.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      const excerpt = await excerptOf(response.body, EXCERPT_BYTES).catch(() => '');
      return { status: response.status, error: null, excerpt, durationMs: elapsed() };
    } catch (error) {
      return {
        status: null,
        error: reasonOf(error, timeoutMs),
        excerpt: null,
        durationMs: elapsed(),
      };
    }
  };
}
