// The set-up the customer API tests share: the real app on one dialect with the demo data
// (test-app.ts), realm-signed bearer tokens (realm-tokens.ts), the demo customers Jan and Marie
// (tenant demo) and Camille (tenant helios), and requests made as one of them. Registers its own
// beforeAll/afterAll in the describe block it is called in.

import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { Dialect } from '../src/platform/db/dialect-helpers.ts';
import type { Database } from '../src/platform/db/schema.ts';
import { type CustomerScope, customerScope } from './demo-database.ts';
import { type BearerFor, realmBearers } from './realm-tokens.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

export interface CustomerRequest {
  tenant: string;
  customerId: number;
  method?: 'GET' | 'POST' | 'DELETE';
  url: string;
  payload?: object;
  headers?: Record<string, string>;
}

export interface CustomerApi {
  readonly app: TestApp;
  readonly db: Kysely<Database>;
  readonly bearer: BearerFor;
  readonly jan: CustomerScope;
  readonly marie: CustomerScope;
  readonly camille: CustomerScope;
  /** A request with the customer's bearer token on the tenant's subdomain. */
  request(request: CustomerRequest): Promise<LightMyRequestResponse>;
  /** The same, positionally: `call('demo', jan.customerId, 'GET', '/api/orders/1')`. */
  call(
    tenant: string,
    customerId: number,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
}

interface Started {
  app: TestApp;
  bearer: BearerFor;
  jan: CustomerScope;
  marie: CustomerScope;
  camille: CustomerScope;
}

export function useCustomerApi(
  dialect: Dialect,
  options: Parameters<typeof buildTestApp>[1] = {},
): CustomerApi {
  let app: TestApp | undefined;
  let started: Started | undefined;
  beforeAll(async () => {
    app = await buildTestApp(dialect, options);
    const db = app.database.db;
    started = {
      app,
      bearer: await realmBearers(app),
      jan: await customerScope(db, 'demo', 'jan.peeters@example.be'),
      marie: await customerScope(db, 'demo', 'marie.claes@example.be'),
      camille: await customerScope(db, 'helios', 'camille.dubois@example.be'),
    };
  });
  afterAll(() => app?.close());

  const ready = (): Started => {
    if (!started) throw new Error('the customer API is used outside a test (before beforeAll)');
    return started;
  };
  const request = async (request: CustomerRequest) => {
    const { app, bearer } = ready();
    const inject: InjectOptions = {
      method: request.method ?? 'GET',
      url: request.url,
      headers: {
        'x-subdomain': request.tenant,
        authorization: await bearer(request.tenant, request.customerId),
        ...request.headers,
      },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    };
    return app.server.inject(inject);
  };
  return {
    get app() {
      return ready().app;
    },
    get db() {
      return ready().app.database.db;
    },
    get bearer() {
      return ready().bearer;
    },
    get jan() {
      return ready().jan;
    },
    get marie() {
      return ready().marie;
    },
    get camille() {
      return ready().camille;
    },
    request,
    call: (tenant, customerId, method, url, payload) =>
      request({ tenant, customerId, method, url, ...(payload === undefined ? {} : { payload }) }),
  };
}
