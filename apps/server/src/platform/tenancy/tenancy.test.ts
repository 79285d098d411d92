// The envelope and tenant resolution, on every dialect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../../test/databases.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';

describe.each(testDialects())('tenancy and envelope on %s', (dialect) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp(dialect);
  });
  afterAll(() => app.close());

  it('answers a success in the envelope with an empty errors array', async () => {
    const response = await app.server.inject({
      url: '/api/portal/config',
      headers: { 'x-subdomain': 'demo' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['data', 'errors']);
    expect(body.errors).toEqual([]);
  });

  it('refuses a request without x-subdomain with 400 TENANT_REQUIRED', async () => {
    const response = await app.server.inject({ url: '/api/portal/config' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      data: null,
      errors: [
        {
          code: 'TENANT_REQUIRED',
          message: 'The x-subdomain header is required.',
          field: 'headers.x-subdomain',
        },
      ],
    });
  });

  it('refuses an empty x-subdomain like a missing one', async () => {
    const response = await app.server.inject({
      url: '/api/portal/config',
      headers: { 'x-subdomain': '  ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('TENANT_REQUIRED');
  });

  it.each(['nosuchtenant', 'demo.evil', '../demo', 'DEMO-'])(
    'answers 404 TENANT_NOT_FOUND for %j',
    async (subdomain) => {
      const response = await app.server.inject({
        url: '/api/portal/realm',
        headers: { 'x-subdomain': subdomain },
      });
      expect(response.statusCode).toBe(404);
      const body = response.json();
      expect(body.data).toBeNull();
      expect(body.errors).toHaveLength(1);
      expect(body.errors[0].code).toBe('TENANT_NOT_FOUND');
    },
  );

  it('reads the tenant header case-insensitively in its value', async () => {
    const response = await app.server.inject({
      url: '/api/portal/config',
      headers: { 'x-subdomain': 'Helios' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.features).toEqual(['support']);
  });

  it('answers an unknown API route with a 404 envelope', async () => {
    const response = await app.server.inject({
      url: '/api/nothing/here',
      headers: { 'x-subdomain': 'demo' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ data: null, errors: [{ code: 'NOT_FOUND' }] });
  });

  it('names an unknown query parameter as a 400 with the field', async () => {
    const response = await app.server.inject({
      url: '/api/portal/config?debug=1',
      headers: { 'x-subdomain': 'demo' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ code: 'VALIDATION', field: 'query.debug' });
  });
});
