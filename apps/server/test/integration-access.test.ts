// The integration API's access matrix and walk (issue 12 §1-2, decision 054), on both databases:
// - the OpenAPI document names exactly the routes the app registered, and every operation in it is
//   called against the running server with a valid request, answering 200 in the envelope with
//   the data its schema requires;
// - every operation refuses, in the envelope and never with data or a 5xx: no token, a customer's
//   token, another tenant's client, a client that is no longer active, a token of the wrong type
//   or past its time (401), and a valid token without the operation's scope (403); another
//   tenant's client on its own tenant finds none of this tenant's records (404);
// - every operation, fuzzed from its schemas with a token of every scope, answers no 5xx and every
//   4xx in the envelope with a known code.
import { ErrorCode } from '@portal/contract/error-code';
import { INTEGRATION_SCOPES } from '@portal/contract/integration-scopes';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../src/routes/integration/openapi-document.ts';
import { testDialects } from './databases.ts';
import { CLIENT_ID, useIntegrationApi, V1 } from './integration-api.ts';
import {
  customerBody,
  invoiceBody,
  offerBody,
  orderBody,
  smallPdf,
  versionBody,
  voucherBody,
} from './integration-fixtures.ts';
import { offerOf } from './offer-fixtures.ts';
import { PNG_SIGNATURE, signForm } from './offer-signing-helpers.ts';
import { realmBearers } from './realm-tokens.ts';
import { injectOf } from './route-calls.ts';
import { routeRequests } from './route-requests.ts';
import { type ApiRoute, collectApiRoutes } from './route-table.ts';

interface Example {
  method: string;
  path: string;
  url: string;
  payload?: unknown;
}

/** One valid call per operation, in the order their records depend on each other. */
async function walkExamples(
  ticketId: number,
  signed: { offerId: number; versionNumber: number },
): Promise<Example[]> {
  const pdf = await smallPdf();
  const at = (method: string, path: string, url: string, payload?: unknown): Example => ({
    method,
    path,
    url,
    ...(payload === undefined ? {} : { payload }),
  });
  return [
    at('put', '/customers/{externalId}', '/customers/walk-c', customerBody('walk', 'nl')),
    at('get', '/customers/{externalId}', '/customers/walk-c'),
    at('post', '/customers/{externalId}/invitation', '/customers/walk-c/invitation'),
    at('put', '/offers/{externalId}', '/offers/walk-o', offerBody('walk-c')),
    at(
      'put',
      '/offers/{externalId}/versions/{versionNumber}',
      '/offers/walk-o/versions/1',
      versionBody(3, pdf),
    ),
    at('get', '/offers/{externalId}', '/offers/walk-o'),
    at('put', '/orders/{externalId}', '/orders/walk-r', { ...orderBody('walk-o'), pdfBase64: pdf }),
    at('get', '/orders/{externalId}', '/orders/walk-r'),
    at('put', '/deliveries/{externalId}', '/deliveries/walk-d', {
      orderExternalId: 'walk-r',
      installationDate: '2026-12-10T08:00:00+01:00',
    }),
    at('get', '/deliveries/{externalId}', '/deliveries/walk-d'),
    at('put', '/inspections/{externalId}', '/inspections/walk-k', {
      orderExternalId: 'walk-r',
      keurderJobId: 77,
      appointmentDate: '2026-12-14T09:00:00+01:00',
      outcome: 'approved',
      outcomeOn: '2026-12-15',
      certificateNumber: 'KC-2026-77',
      certificatePdfBase64: pdf,
    }),
    at('get', '/inspections/{externalId}', '/inspections/walk-k'),
    at('put', '/grid-operator-requests/{externalId}', '/grid-operator-requests/walk-g', {
      offerExternalId: 'walk-o',
      status: 'sent via api',
      ean: '541448820012345678',
    }),
    at('get', '/grid-operator-requests/{externalId}', '/grid-operator-requests/walk-g'),
    at('put', '/repairs/{externalId}', '/repairs/walk-p', {
      offerExternalId: 'walk-o',
      description: 'The inverter shows error 31',
      status: 'in-progress',
      plannedDate: '2027-01-11T13:00:00+01:00',
    }),
    at('get', '/repairs/{externalId}', '/repairs/walk-p'),
    at('put', '/tickets/{ticketId}/replies/{externalId}', `/tickets/${ticketId}/replies/walk-t`, {
      message: 'We come by on Monday.',
    }),
    at('get', '/tickets/{ticketId}/replies/{externalId}', `/tickets/${ticketId}/replies/walk-t`),
    at('put', '/invoices/{externalId}', '/invoices/walk-i', invoiceBody('walk-r')),
    at('put', '/invoices/{externalId}/payment', '/invoices/walk-i/payment', {
      paidAt: '2026-11-21T10:00:00+01:00',
    }),
    at('get', '/invoices/{externalId}', '/invoices/walk-i'),
    at('put', '/notifications/{externalId}', '/notifications/walk-n', {
      customerExternalId: 'walk-c',
      key: 'surveyRequest',
      action: 'installations',
    }),
    at('get', '/notifications/{externalId}', '/notifications/walk-n'),
    at('put', '/monitoring-devices/{externalId}', '/monitoring-devices/walk-m', {
      customerExternalId: 'walk-c',
      offerExternalId: 'walk-o',
      deviceId: 'HW-WALK-1',
      name: 'P1 meter',
      monitoringIntegration: 'homewizard',
    }),
    at('get', '/monitoring-devices/{externalId}', '/monitoring-devices/walk-m'),
    at('delete', '/monitoring-devices/{externalId}', '/monitoring-devices/walk-m'),
    at('delete', '/notifications/{externalId}', '/notifications/walk-n'),
    at('put', '/vouchers/{externalId}', '/vouchers/walk-v', voucherBody('walk-c', null)),
    at('get', '/vouchers/{externalId}', '/vouchers/walk-v'),
    at('delete', '/vouchers/{externalId}', '/vouchers/walk-v'),
    at('put', '/survey-questions', '/survey-questions', { questions: ['advice', 'overall'] }),
    at('get', '/survey-questions', '/survey-questions'),
    at('post', '/batch', '/batch', {
      records: [{ kind: 'customer', externalId: 'walk-b', data: customerBody('walk-b') }],
    }),
    at('delete', '/customers/{externalId}', '/customers/walk-b'),
    at('get', '/events', '/events?after=0&limit=50'),
    at(
      'get',
      '/signed-offers/{offerId}/versions/{versionNumber}/pdf',
      `/signed-offers/${signed.offerId}/versions/${signed.versionNumber}/pdf`,
    ),
  ];
}

const operationKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

function refusal(response: LightMyRequestResponse, status: number, code: ErrorCode) {
  const body = response.json();
  const ok =
    response.statusCode === status && body.data === null && body.errors?.[0]?.code === code;
  return ok ? undefined : `${response.statusCode} ${response.body.slice(0, 200)}`;
}

describe.each(testDialects())('the integration API’s access and walk on %s', (dialect) => {
  let routes: ApiRoute[] = [];
  const api = useIntegrationApi(dialect, {
    beforeRegister: (server) => {
      routes = collectApiRoutes(server);
    },
  });
  let document: OpenApiDocument;
  let examples: Example[] = [];
  let ticketId = 0;
  const operations = () => routes.filter((route) => route.access === 'integration');
  const pathOf = (route: ApiRoute) => route.url.replace(V1, '').replace(/:([A-Za-z]+)/g, '{$1}');
  const exampleOf = (route: ApiRoute) => {
    const example = examples.find(
      (candidate) =>
        operationKey(candidate.method, candidate.path) ===
        operationKey(route.method, pathOf(route)),
    );
    if (!example) throw new Error(`no example for ${route.key}`);
    return example;
  };
  const send = (example: Example, headers: Record<string, string>) =>
    api.app.server.inject({
      method: example.method.toUpperCase() as 'GET',
      url: `${V1}${example.url}`,
      headers,
      ...(example.payload === undefined ? {} : { payload: example.payload as object }),
    });

  beforeAll(async () => {
    const ticket = await api.db
      .selectFrom('issues')
      .select('id')
      .where('tenant_id', '=', api.tenantId('demo'))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    ticketId = ticket.id;
    // Jan signs his offer, so an offer.signed event and its signed PDF are there to fetch.
    const jan = await offerOf(api.db, 'demo', 'jan.peeters@example.be');
    const signed = { offerId: jan.offerId, versionNumber: jan.versions.at(-1) ?? 1 };
    const customerBearer = await realmBearers(api.app, ['demo']);
    const form = signForm(
      { version: String(signed.versionNumber) },
      { bytes: PNG_SIGNATURE, type: 'image/png' },
    );
    const signing = await api.app.server.inject({
      method: 'POST',
      url: `/api/offers/${jan.offerId}/sign`,
      headers: {
        'x-subdomain': 'demo',
        authorization: await customerBearer('demo', jan.customerId),
        'content-type': form.contentType,
      },
      payload: form.payload,
    });
    expect(signing.statusCode, signing.body).toBe(200);
    examples = await walkExamples(ticketId, signed);
    const answer = await api.app.server.inject({
      method: 'GET',
      url: `${V1}/openapi.json`,
      headers: { 'x-subdomain': 'demo' },
    });
    expect(answer.statusCode).toBe(200);
    document = answer.json();
  });

  it('describes exactly the registered operations, with the tenant’s token URL and scopes', () => {
    expect(document.openapi).toBe('3.1.0');
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => operationKey(method, path)),
    );
    const registered = operations().map((route) => operationKey(route.method, pathOf(route)));
    expect(documented.sort()).toEqual(registered.sort());
    const flow = document.components.securitySchemes.clientCredentials as {
      flows: { clientCredentials: { tokenUrl: string; scopes: Record<string, string> } };
    };
    expect(flow.flows.clientCredentials.tokenUrl).toMatch(
      /\/auth\/realms\/demo\/protocol\/openid-connect\/token$/,
    );
    expect(Object.keys(flow.flows.clientCredentials.scopes)).toEqual([...INTEGRATION_SCOPES]);
    const put = document.paths['/customers/{externalId}']?.put;
    expect(put?.security).toEqual([{ clientCredentials: ['customers:write'] }]);
    expect(put?.requestBody?.content['application/json'].schema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['email', 'firstName', 'name', 'language']),
    });
  });

  it('walks the document: every operation answers its valid call with 200 and its data', async () => {
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => operationKey(method, path)),
    );
    expect(examples.map((example) => operationKey(example.method, example.path)).sort()).toEqual(
      documented.sort(),
    );
    const headers = {
      'x-subdomain': 'demo',
      authorization: await api.bearer({ subdomain: 'demo', clientId: CLIENT_ID }),
    };
    for (const example of examples) {
      const operation = document.paths[example.path]?.[example.method];
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
    const batch = examples.find((example) => example.path === '/batch');
    expect(batch).toBeDefined();
  });

  it('refuses every operation to a caller that is not an active client of this tenant (401)', async () => {
    const customerBearer = await realmBearers(api.app, ['demo']);
    const jan = await api.db
      .selectFrom('customers')
      .select('id')
      .where('email', '=', 'jan.peeters@example.be')
      .executeTakeFirstOrThrow();
    const callers: [string, Record<string, string>][] = [
      ['no token', {}],
      ['a customer token', { authorization: await customerBearer('demo', jan.id) }],
      [
        'a client of helios',
        { authorization: await api.bearer({ subdomain: 'helios', clientId: CLIENT_ID }) },
      ],
      [
        'an inactive client',
        { authorization: await api.bearer({ subdomain: 'demo', clientId: 'retired' }) },
      ],
      [
        'a token past its time',
        {
          authorization: await api.bearer({
            subdomain: 'demo',
            clientId: CLIENT_ID,
            claims: { iat: 1_700_000_000, exp: 1_700_000_600 },
          }),
        },
      ],
      [
        'a token not marked as an access token',
        {
          authorization: await api.bearer({
            subdomain: 'demo',
            clientId: CLIENT_ID,
            header: { typ: 'JWT' },
          }),
        },
      ],
      [
        'a token whose subject is another client',
        {
          authorization: await api.bearer({
            subdomain: 'demo',
            clientId: CLIENT_ID,
            claims: { sub: 'other' },
          }),
        },
      ],
      [
        'a token of demo’s realm for helios’s issuer',
        {
          authorization: await api.bearer({
            subdomain: 'demo',
            clientId: CLIENT_ID,
            claims: { iss: 'https://helios.portal.example.be/auth/realms/helios' },
          }),
        },
      ],
      [
        'a token for the customer API',
        {
          authorization: await api.bearer({
            subdomain: 'demo',
            clientId: CLIENT_ID,
            claims: { aud: 'urn:portal:api' },
          }),
        },
      ],
    ];
    const problems: string[] = [];
    for (const route of operations()) {
      const example = exampleOf(route);
      for (const [who, headers] of callers) {
        const response = await send(example, { 'x-subdomain': 'demo', ...headers });
        const problem = refusal(response, 401, ErrorCode.Unauthenticated);
        if (problem) problems.push(`${route.key} with ${who}: ${problem}`);
      }
    }
    expect(operations().length).toBeGreaterThanOrEqual(12);
    expect(problems).toEqual([]);
  });

  it('refuses an integration token on the customer API (401)', async () => {
    const authorization = await api.bearer({ subdomain: 'demo', clientId: CLIENT_ID });
    for (const url of ['/api/installations/', '/api/notifications', '/api/auth/me']) {
      const response = await api.app.server.inject({
        method: 'GET',
        url,
        headers: { 'x-subdomain': 'demo', authorization },
      });
      expect(refusal(response, 401, ErrorCode.Unauthenticated), url).toBeUndefined();
    }
  });

  it('refuses an operation to a token without its scope (403), and a batch record likewise', async () => {
    const problems: string[] = [];
    for (const route of operations()) {
      const example = exampleOf(route);
      const needed =
        document.paths[pathOf(route)]?.[route.method.toLowerCase()]?.security[0]
          ?.clientCredentials?.[0];
      const others = INTEGRATION_SCOPES.filter((scope) => scope !== needed);
      const authorization = await api.bearer({
        subdomain: 'demo',
        clientId: CLIENT_ID,
        scopes: others,
      });
      const response = await send(example, { 'x-subdomain': 'demo', authorization });
      if (needed === undefined) {
        // The batch: each record needs its area's write scope.
        const noWrite = INTEGRATION_SCOPES.filter((scope) => !scope.endsWith(':write'));
        const readOnly = await api.bearer({
          subdomain: 'demo',
          clientId: CLIENT_ID,
          scopes: noWrite,
        });
        const batch = await send(example, { 'x-subdomain': 'demo', authorization: readOnly });
        const data = batch.json().data;
        expect(data.accepted).toBe(0);
        expect(data.rejected[0].errors[0].code).toBe(ErrorCode.Forbidden);
        continue;
      }
      const problem = refusal(response, 403, ErrorCode.Forbidden);
      if (problem) problems.push(`${route.key} without ${needed}: ${problem}`);
    }
    expect(problems).toEqual([]);
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
        url: `/tickets/${ticketId}/replies/helios-t`,
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
    for (const operations of Object.values(document.paths)) {
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
        ticket: [ticketId],
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
