// OpenTelemetry tracing on both databases: with OTEL_EXPORTER_OTLP_ENDPOINT the portal exports, by
// OTLP over HTTP, a span for a request (named by its route pattern, with its request id) and a
// child span for each database query it made; without it, nothing is sent and no tracing code
// is loaded.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testDialects } from './databases.ts';
import { startOtlpReceiver } from './otlp-receiver.ts';
import { buildTestApp } from './test-app.ts';

describe.each(testDialects())('tracing on %s', (dialect) => {
  it("exports a request's span with its route and request id, and its queries' spans under it", async () => {
    const receiver = await startOtlpReceiver();
    try {
      const app = await buildTestApp(dialect, { config: { otlpEndpoint: receiver.endpoint } });
      const requestId = `traced-${randomBytes(6).toString('hex')}`;
      const response = await app.server.inject({
        url: '/api/offers/statuses',
        headers: { 'x-subdomain': 'demo', 'x-request-id': requestId },
      });
      expect(response.statusCode).toBe(200);
      // Closing flushes what the exporter still holds.
      await app.close();
      expect(receiver.posts.length).toBeGreaterThan(0);
      for (const post of receiver.posts) {
        expect(post).toEqual({ path: '/v1/traces', contentType: 'application/json' });
      }
      const requestSpan = receiver.spans.find(
        (span) => span.attributes['portal.request_id'] === requestId,
      );
      expect(requestSpan).toMatchObject({
        name: 'GET /api/offers/statuses',
        service: 'energy-portal',
        parentSpanId: undefined,
        attributes: {
          'http.route': '/api/offers/statuses',
          'http.request.method': 'GET',
          'http.response.status_code': 200,
        },
      });
      const queries = receiver.spans.filter((span) => span.parentSpanId === requestSpan?.spanId);
      expect(queries.length).toBeGreaterThan(0);
      for (const query of queries) {
        expect(query.traceId).toBe(requestSpan?.traceId);
        expect(query.attributes['db.system.name']).toBe(
          dialect === 'postgres' ? 'postgresql' : 'sqlite',
        );
      }
      for (const query of queries) expect(query.name).toMatch(/^SELECT [a-z_]+$/);
    } finally {
      await receiver.close();
    }
  });
});

describe('tracing behind a traced caller', () => {
  it("joins the caller's trace from a valid traceparent, and starts its own for a bad one", async () => {
    const receiver = await startOtlpReceiver();
    try {
      const app = await buildTestApp('sqlite', { config: { otlpEndpoint: receiver.endpoint } });
      const traceId = randomBytes(16).toString('hex');
      const callerSpan = randomBytes(8).toString('hex');
      const call = (requestId: string, traceparent: string) =>
        app.server.inject({ url: '/healthz', headers: { 'x-request-id': requestId, traceparent } });
      await call('joined', `00-${traceId}-${callerSpan}-01`);
      await call('malformed', `00-${traceId}-${'0'.repeat(16)}-01`);
      await app.close();
      const spanOf = (requestId: string) =>
        receiver.spans.find((span) => span.attributes['portal.request_id'] === requestId);
      expect(spanOf('joined')).toMatchObject({ traceId, parentSpanId: callerSpan });
      expect(spanOf('malformed')?.traceId).not.toBe(traceId);
      expect(spanOf('malformed')?.parentSpanId).toBeUndefined();
    } finally {
      await receiver.close();
    }
  });
});

describe('tracing off', () => {
  it('sends nothing without OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    const receiver = await startOtlpReceiver();
    try {
      const app = await buildTestApp('sqlite');
      await app.server.inject({ url: '/healthz' });
      await app.close();
      expect(receiver.posts).toEqual([]);
    } finally {
      await receiver.close();
    }
  });
});
