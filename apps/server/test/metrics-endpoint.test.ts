// GET /metrics: Prometheus text for the configured bearer token only, no endpoint without one,
// request counts by route pattern that move with the requests, and a customer's token refused on
// a tenant's own host.
import { randomBytes } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from './databases.ts';
import { customerScope } from './demo-database.ts';
import { sampleSum, samplesOf } from './prometheus-text.ts';
import { realmBearers } from './realm-tokens.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

describe.each(testDialects())('the metrics endpoint on %s', (dialect) => {
  const token = randomBytes(24).toString('hex');
  let app: TestApp;
  const metricsRoutes: RouteOptions[] = [];
  beforeAll(async () => {
    app = await buildTestApp(dialect, {
      config: { metricsToken: token },
      beforeRegister(server) {
        server.addHook('onRoute', (route) => {
          if (route.url === '/metrics') metricsRoutes.push(route);
        });
      },
      beforeReady(server) {
        server.get('/test/things/:id', async () => ({ data: 'thing', errors: [] }));
        server.get('/test/broken', async () => {
          throw new Error('broken on purpose');
        });
      },
    });
  });
  afterAll(() => app.close());

  const scrape = async () => {
    const response = await app.server.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };

  it('answers the process metrics, the start time among them', async () => {
    const text = await scrape();
    const [started] = samplesOf(text, 'process_start_time_seconds');
    expect(started?.value).toBeGreaterThan(Date.now() / 1000 - 3600);
    expect(started?.value).toBeLessThanOrEqual(Date.now() / 1000);
  });

  it('counts requests by route pattern and status class, never by raw URL', async () => {
    const before = await scrape();
    const ok = { route: '/test/things/:id', status_class: '2xx', method: 'GET' };
    const unmatched = { route: 'unmatched', status_class: '4xx' };
    const failed = { route: '/test/broken', method: 'GET' };
    const counted = (text: string) => ({
      ok: sampleSum(text, 'portal_http_requests_total', ok),
      okTimed: sampleSum(text, 'portal_http_request_duration_seconds_count', ok),
      unmatched: sampleSum(text, 'portal_http_requests_total', unmatched),
      errors: sampleSum(text, 'portal_http_errors_total', failed),
    });
    const ids = ['1', '22', '333'];
    for (const id of ids) await app.server.inject({ url: `/test/things/${id}` });
    const missing = `/api/nothing-here-${randomBytes(4).toString('hex')}`;
    await app.server.inject({ url: missing, headers: { 'x-subdomain': 'demo' } });
    await app.server.inject({ url: '/test/broken' });
    const after = await scrape();
    const start = counted(before);
    expect(counted(after)).toEqual({
      ok: start.ok + 3,
      okTimed: start.okTimed + 3,
      unmatched: start.unmatched + 1,
      errors: start.errors + 1,
    });
    for (const id of ids) expect(after).not.toContain(`/test/things/${id}"`);
    expect(after).not.toContain(missing);
  });

  it('refuses a request without the token, or with another, with 401 in the envelope', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-enough-length', token]) {
      const response = await app.server.inject({
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(response.json()).toMatchObject({ data: null, errors: [{ code: 'UNAUTHENTICATED' }] });
      expect(response.body).not.toContain('process_start_time_seconds');
    }
  });

  it("refuses a customer's own token on the tenant's host", async () => {
    const bearer = await realmBearers(app);
    const jan = await customerScope(app.database.db, 'demo', 'jan.peeters@example.be');
    for (const host of ['demo.localhost', 'localhost']) {
      const response = await app.server.inject({
        url: '/metrics',
        headers: { host, authorization: await bearer('demo', jan.customerId) },
      });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('portal_http_requests_total');
    }
    // Not a route of the customer API, nor a public one: the access matrix never offers it.
    expect(metricsRoutes.map((route) => route.method)).toEqual(['GET', 'HEAD']);
    for (const route of metricsRoutes) expect(route.config?.access).toBeUndefined();
  });
});

describe('the metrics endpoint without METRICS_TOKEN', () => {
  it('does not exist: 404 in the envelope, whatever the token', async () => {
    const app = await buildTestApp('sqlite');
    try {
      for (const authorization of [undefined, 'Bearer some-token-that-is-long-enough']) {
        const response = await app.server.inject({
          url: '/metrics',
          headers: authorization === undefined ? {} : { authorization },
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ data: null, errors: [{ code: 'NOT_FOUND' }] });
      }
    } finally {
      await app.close();
    }
  });
});
