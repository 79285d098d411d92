// What the integration API access tests share (integration-access-*.test.ts): the integration API on
// one dialect (integration-api.ts) with the routes the app registered, its OpenAPI document, and one
// valid call per operation (the walk), for which Jan's offer is signed first so that its signed PDF
// is there to fetch. Registers its own beforeAll/afterAll in the describe block it is called in.

import type { ErrorCode } from '@portal/contract/error-code';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { OpenApiDocument } from '../src/features/integration/routes/openapi-document.ts';
import type { Dialect } from '../src/platform/db/dialect-helpers.ts';
import { useIntegrationApi, V1 } from './integration-api.ts';
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
import { type ApiRoute, collectApiRoutes } from './route-table.ts';
export interface Example {
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
    at(
      'get',
      '/customers/{externalId}/notification-preferences',
      '/customers/walk-c/notification-preferences',
    ),
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

export const operationKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

export function refusal(response: LightMyRequestResponse, status: number, code: ErrorCode) {
  const body = response.json();
  const ok =
    response.statusCode === status && body.data === null && body.errors?.[0]?.code === code;
  return ok ? undefined : `${response.statusCode} ${response.body.slice(0, 200)}`;
}

export function useIntegrationAccess(dialect: Dialect) {
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
      .selectFrom('tickets')
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

  return {
    api,
    operations,
    pathOf,
    exampleOf,
    send,
    get document() {
      return document;
    },
    get examples() {
      return examples;
    },
    get ticketId() {
      return ticketId;
    },
  };
}
