// The integration API's document and walk (decision 054), on both databases:
// - the OpenAPI document names exactly the routes the app registered, and every operation in it is
//   called against the running server with a valid request, answering 200 in the envelope with
//   the data its schema requires;
// - another tenant's client on its own tenant finds none of the walked records (404);
// - the reference page is served without a token, self-contained under a strict policy;
// - every operation, fuzzed from its schemas with a token of every scope, answers no 5xx and every
//   4xx in the envelope with a known code.
import { ErrorCode } from '@portal/contract/error-code';
import { INTEGRATION_SCOPES } from '@portal/contract/integration-scopes';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testDialects } from './databases.ts';
import { operationKey, refusal, useIntegrationAccess } from './integration-access-helpers.ts';
import { CLIENT_ID, V1 } from './integration-api.ts';
import { offerBody } from './integration-fixtures.ts';
import { injectOf } from './route-calls.ts';
import { routeRequests } from './route-requests.ts';

describe.each(testDialects())('the integration API’s document and walk on %s', (dialect) => {
  const access = useIntegrationAccess(dialect);
  const { api, operations, pathOf, send } = access;

  it('describes exactly the registered operations, with the tenant’s token URL and scopes', () => {
    expect(access.document.openapi).toBe('3.1.0');
    const documented = Object.entries(access.document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => operationKey(method, path)),
    );
    const registered = operations().map((route) => operationKey(route.method, pathOf(route)));
    expect(documented.sort()).toEqual(registered.sort());
    const flow = access.document.components.securitySchemes.clientCredentials as {
      flows: { clientCredentials: { tokenUrl: string; scopes: Record<string, string> } };
    };
    expect(flow.flows.clientCredentials.tokenUrl).toMatch(
      /\/auth\/realms\/demo\/protocol\/openid-connect\/token$/,
    );
    expect(Object.keys(flow.flows.clientCredentials.scopes)).toEqual([...INTEGRATION_SCOPES]);
    const put = access.document.paths['/customers/{externalId}']?.put;
    expect(put?.security).toEqual([{ clientCredentials: ['customers:write'] }]);
    expect(put?.requestBody?.content['application/json'].schema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['email', 'firstName', 'name', 'language']),
    });
  });

  it('walks the document: every operation answers its valid call with 200 and its data', async () => {
    const documented = Object.entries(access.document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => operationKey(method, path)),
    );
    expect(
      access.examples.map((example) => operationKey(example.method, example.path)).sort(),
    ).toEqual(documented.sort());
    const headers = {
      'x-subdomain': 'demo',
      authorization: await api.bearer({ subdomain: 'demo', clientId: CLIENT_ID }),
    };
    for (const example of access.examples) {
      const operation = access.document.paths[example.path]?.[example.method];
      const response = await send(example, headers);
      expect(response.statusCode, `${example.method} ${example.url}: ${response.body}`).toBe(200);
      if (operation?.responses['200']?.content?.['application/pdf']) {
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        continue;
      }
      const body = response.json();
      expect(body.errors).toEqual([]);
      const schema = operation?.responses['200']?.content?.['application/json']?.schema as {
        properties: { data: { required?: string[] } };
      };
      for (const field of schema.properties.data.required ?? []) {
        expect(body.data, `${example.method} ${example.url}`).toHaveProperty(field);
      }
    }
    const batch = access.examples.find((example) => example.path === '/batch');
    expect(batch).toBeDefined();
  });

  it('gives another tenant’s client none of this tenant’s records, on its own tenant', async () => {
    const authorization = await api.bearer({ subdomain: 'helios', clientId: CLIENT_ID });
    for (const url of [
      '/customers/walk-c',
      '/offers/walk-o',
      '/orders/walk-r',
      '/invoices/walk-i',
    ]) {
      const response = await send(
        { method: 'get', path: '', url },
        { 'x-subdomain': 'helios', authorization },
      );
      expect(refusal(response, 404, ErrorCode.NotFound), url).toBeUndefined();
    }
    // Nor can it hang its records on them.
    const offer = await send(
      { method: 'put', path: '', url: '/offers/helios-o', payload: offerBody('walk-c') },
      { 'x-subdomain': 'helios', authorization },
    );
    expect(offer.statusCode).toBe(400);
    expect(offer.json().errors[0].field).toBe('body.customerExternalId');
    const reply = await send(
      {
        method: 'put',
        path: '',
        url: `/tickets/${access.ticketId}/replies/helios-t`,
        payload: { message: 'Hi' },
      },
      { 'x-subdomain': 'helios', authorization },
    );
    expect(refusal(reply, 404, ErrorCode.NotFound)).toBeUndefined();
  });

  it('serves the reference page without a token, self-contained under a strict policy', async () => {
    const page = await api.app.server.inject({
      method: 'GET',
      url: `${V1}/docs`,
      headers: { 'x-subdomain': 'demo' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/default-src 'none'/);
    expect(policy).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(page.body).not.toMatch(/<script|https?:\/\/(?!demo\.)[^"<]*\.(js|css)/);
    for (const operations of Object.values(access.document.paths)) {
      for (const operation of Object.values(operations)) {
        expect(page.body).toContain(`id="${operation.operationId}"`);
      }
    }
    const unknown = await api.app.server.inject({
      method: 'GET',
      url: `${V1}/openapi.json`,
      headers: { 'x-subdomain': 'nobody' },
    });
    expect(refusal(unknown, 404, ErrorCode.TenantNotFound)).toBeUndefined();
  });

  it('answers no fuzzed request with a 5xx, and every 4xx in the envelope', async () => {
    const headers = {
      'x-subdomain': 'demo',
      authorization: await api.bearer({ subdomain: 'demo', clientId: CLIENT_ID }),
    };
    const contexts = [
      {
        ticket: [access.ticketId],
        external: [
          'walk-c',
          'walk-o',
          'walk-r',
          'walk-d',
          'walk-k',
          'walk-g',
          'walk-p',
          'walk-i',
          'walk-n',
          'walk-m',
          'walk-v',
        ],
        version: [1],
        subdomain: ['demo'],
      },
    ];
    const codes: readonly string[] = Object.values(ErrorCode);
    for (const [index, route] of operations().entries()) {
      const property = fc.asyncProperty(routeRequests(route, contexts), async (values) => {
        const response = await api.app.server.inject(injectOf(route, values, headers));
        if (response.statusCode >= 500) throw new Error(`${route.key}: ${response.body}`);
        if (response.statusCode < 400) return;
        const body = response.json();
        const inEnvelope =
          body.data === null && body.errors.length > 0 && codes.includes(body.errors[0].code);
        if (!inEnvelope) throw new Error(`${route.key}: ${response.statusCode} ${response.body}`);
      });
      await fc.assert(property, { seed: 20_261_126 + index, numRuns: 25, endOnFailure: false });
    }
  }, 60_000);
});
