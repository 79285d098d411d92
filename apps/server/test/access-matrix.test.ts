// Every /api route the app registers, enumerated from the app itself (an onRoute hook), against
// the access matrix of access-matrix-table.ts. For each customer route: no token → 401, a token of
// another tenant's realm → 401, another customer of the same tenant on Jan's ids → 404 or their
// own data, never Jan's and never a 5xx. Public routes answer without a token. A route the table
// does not know fails the first test, so a new route joins the matrix.
import { ErrorCode } from '@portal/contract/error-code';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { matrixContext } from './access-matrix-context.ts';
import {
  accessMatrix,
  type MatrixContext,
  type MatrixEntry,
  type MatrixRequest,
} from './access-matrix-table.ts';
import { useCustomerApi } from './customer-api.ts';
import { testDialects } from './databases.ts';

type CustomerEntry = Extract<MatrixEntry, { access: 'customer' }>;

const methodOf = (key: string) => key.split(' ')[0] as InjectOptions['method'];
const customerKeys = Object.entries(accessMatrix)
  .filter(([, entry]) => entry.access === 'customer')
  .map(([key]) => key);
const publicKeys = Object.keys(accessMatrix).filter((key) => !customerKeys.includes(key));

function entryOf(key: string): CustomerEntry {
  const entry = accessMatrix[key];
  if (entry?.access !== 'customer') throw new Error(`${key} is not a customer route`);
  return entry;
}

function expectRefused(response: LightMyRequestResponse, status: number, code: ErrorCode): void {
  expect(response.statusCode).toBe(status);
  const body = response.json();
  expect(body.data).toBeNull();
  expect(body.errors[0].code).toBe(code);
}

describe.each(testDialects())('access matrix on %s', (dialect) => {
  const registered = new Set<string>();
  const api = useCustomerApi(dialect, {
    beforeRegister: (server) => {
      server.addHook('onRoute', (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        // HEAD routes are Fastify's copies of the GET routes, with the same hooks.
        for (const method of methods) {
          if (method !== 'HEAD' && route.url.startsWith('/api/')) {
            registered.add(`${method} ${route.url}`);
          }
        }
      });
    },
  });
  let context: MatrixContext;
  let janAnswers: Map<string, LightMyRequestResponse>;

  const send = (key: string, request: MatrixRequest, headers: Record<string, string>) =>
    api.app.server.inject({
      method: methodOf(key),
      url: request.url,
      headers: { ...request.headers, ...headers },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });

  beforeAll(async () => {
    context = await matrixContext(api);
    // Jan's own answers to the reads, to prove Marie never gets them.
    janAnswers = new Map();
    const janToken = await api.bearer('demo', api.jan.customerId);
    for (const key of customerKeys.filter((key) => methodOf(key) === 'GET')) {
      const response = await send(key, entryOf(key).request(context), {
        'x-subdomain': 'demo',
        authorization: janToken,
      });
      janAnswers.set(key, response);
    }
  });

  it('knows every registered /api route, and only those', () => {
    expect(registered.size).toBeGreaterThan(30);
    expect([...registered].sort()).toEqual(Object.keys(accessMatrix).sort());
  });

  it.each(publicKeys)('%s answers without a token', async (key) => {
    const entry = accessMatrix[key];
    if (entry?.access !== 'public') throw new Error(`${key} is not public`);
    const response = await send(key, entry.request, { 'x-subdomain': 'demo' });
    expect(response.statusCode).not.toBe(401);
    expect(response.statusCode).toBeLessThan(500);
    expect(Object.keys(response.json()).sort()).toEqual(['data', 'errors']);
  });

  it.each(customerKeys)('%s refuses a request without a token (401)', async (key) => {
    const response = await send(key, entryOf(key).request(context), { 'x-subdomain': 'demo' });
    expectRefused(response, 401, ErrorCode.Unauthenticated);
  });

  it.each(customerKeys)('%s refuses a token of another tenant’s realm (401)', async (key) => {
    const response = await send(key, entryOf(key).request(context), {
      'x-subdomain': 'demo',
      authorization: await api.bearer('helios', api.camille.customerId),
    });
    expectRefused(response, 401, ErrorCode.Unauthenticated);
  });

  it.each(customerKeys)('%s gives Jan’s data to Jan only', async (key) => {
    const entry = entryOf(key);
    const janAnswer = janAnswers.get(key);
    if (entry.own !== undefined) {
      // The ids are Jan's: he gets his data, so Marie's refusal below is about ownership.
      expect(janAnswer?.statusCode, `${key} for Jan`).toBe(entry.own);
    }
    const response = await send(key, entry.request(context), {
      'x-subdomain': 'demo',
      authorization: await api.bearer('demo', api.marie.customerId),
    });
    expect(response.statusCode).toBeLessThan(500);
    if (entry.otherCustomer === 'not-found') {
      expectRefused(response, 404, ErrorCode.NotFound);
      return;
    }
    expect(response.body).not.toContain('jan.peeters@example.be');
    if (janAnswer?.statusCode === 200 && response.statusCode === 200) {
      expect(response.json().data).not.toEqual(janAnswer.json().data);
    }
  });
});
