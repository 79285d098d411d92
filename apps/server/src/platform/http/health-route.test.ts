// Liveness, readiness, graceful close and the 5xx guard, on every dialect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../../test/databases.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { DRAINING_RETRY_AFTER_SECONDS } from './drain-guard.ts';

describe.each(testDialects())('health and shutdown on %s', (dialect) => {
  let app: TestApp;
  let releaseSlowRequest: () => void = () => {};
  /** The app with a slow and a crashing route; the close test closes one of its own. */
  const startApp = () =>
    buildTestApp(dialect, {
      beforeReady(server) {
        server.get('/test/slow', async () => {
          await new Promise<void>((resolve) => {
            releaseSlowRequest = resolve;
          });
          return { data: 'finished', errors: [] };
        });
        server.get('/test/crash', async () => {
          throw new Error('connection string postgres://secret@db');
        });
      },
    });
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  it('says the process is up on /healthz without a tenant', async () => {
    const response = await app.server.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok' }, errors: [] });
  });

  it('says the database answers on /readyz', async () => {
    const response = await app.server.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('ready');
  });

  it('never leaks the message of an unexpected error', async () => {
    const response = await app.server.inject({ url: '/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(response.json()).toEqual({
      data: null,
      errors: [{ code: 'INTERNAL', message: 'Internal server error.' }],
    });
  });

  it('fails readiness while leaving and still answers every other request', async () => {
    const app = await startApp();
    app.server.startLeaving();
    const ready = await app.server.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ data: null, errors: [{ code: 'SHUTTING_DOWN' }] });
    expect(ready.headers['retry-after']).toBe(String(DRAINING_RETRY_AFTER_SECONDS));
    const alive = await app.server.inject({ url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    await app.close();
  });

  it('finishes in-flight requests on close, refuses new ones with 503, then closes the database', async () => {
    const app = await startApp();
    const inFlight = app.server.inject({ url: '/test/slow' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    app.server.startDraining();
    const late = await app.server.inject({ url: '/readyz' });
    expect(late.statusCode).toBe(503);
    expect(late.json()).toMatchObject({ data: null, errors: [{ code: 'SHUTTING_DOWN' }] });
    expect(late.headers['retry-after']).toBe(String(DRAINING_RETRY_AFTER_SECONDS));
    expect(late.headers.connection).toBe('close');
    const closing = app.server.close();
    releaseSlowRequest();
    const finished = await inFlight;
    expect(finished.statusCode).toBe(200);
    expect(finished.json().data).toBe('finished');
    await closing;
    await expect(app.database.ping()).rejects.toThrow();
    await app.close(); // drops its database
  });
});
