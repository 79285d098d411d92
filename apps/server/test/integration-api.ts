// The set-up the integration API tests share: the real app on one dialect with the demo data, the
// client `backoffice` active in tenants demo and helios (integration-clients.ts), and calls made
// as that client with every scope unless a test says otherwise. Registers its own
// beforeAll/afterAll in the describe block it is called in.
import type { IntegrationScope } from '@portal/contract/integration-scopes';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { Dialect } from '../src/platform/db/dialect-helpers.ts';
import type { Database } from '../src/platform/db/schema.ts';
import { findTenantBySubdomain } from '../src/platform/tenancy/tenant-repository.ts';
import {
  ActiveClients,
  type IntegrationBearerFor,
  integrationBearers,
} from './integration-clients.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

export const CLIENT_ID = 'backoffice';
export const V1 = '/api/integration/v1';

export interface IntegrationCall {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  url: string;
  payload?: unknown;
  subdomain?: string;
  scopes?: readonly IntegrationScope[];
  /** Replaces the authorization header (undefined: the client's token; null: none). */
  authorization?: string | null;
}

export interface IntegrationApi {
  readonly app: TestApp;
  readonly db: Kysely<Database>;
  readonly bearer: IntegrationBearerFor;
  readonly clients: ActiveClients;
  tenantId(subdomain: string): number;
  call(call: IntegrationCall): Promise<LightMyRequestResponse>;
}

export function useIntegrationApi(
  dialect: Dialect,
  options: Parameters<typeof buildTestApp>[1] = {},
): IntegrationApi {
  const clients = new ActiveClients();
  let app: TestApp | undefined;
  let bearer: IntegrationBearerFor | undefined;
  const tenantIds = new Map<string, number>();
  beforeAll(async () => {
    app = await buildTestApp(dialect, {
      ...options,
      isIntegrationClientActive: clients.isClientActive,
    });
    bearer = await integrationBearers(app);
    for (const subdomain of ['demo', 'helios']) {
      const tenant = await findTenantBySubdomain(app.database.db, subdomain);
      if (!tenant) throw new Error(`no tenant ${subdomain}`);
      tenantIds.set(subdomain, tenant.id);
      clients.activate(tenant.id, CLIENT_ID);
    }
  });
  afterAll(() => app?.close());

  const ready = () => {
    if (!app || !bearer) throw new Error('the integration API is used outside a test');
    return { app, bearer };
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
    clients,
    tenantId(subdomain) {
      const id = tenantIds.get(subdomain);
      if (id === undefined) throw new Error(`no tenant ${subdomain}`);
      return id;
    },
    async call(call) {
      const { app, bearer } = ready();
      const subdomain = call.subdomain ?? 'demo';
      const authorization =
        call.authorization === undefined
          ? await bearer({
              subdomain,
              clientId: CLIENT_ID,
              ...(call.scopes ? { scopes: call.scopes } : {}),
            })
          : call.authorization;
      const inject: InjectOptions = {
        method: call.method,
        url: call.url,
        headers: {
          'x-subdomain': subdomain,
          ...(authorization === null ? {} : { authorization }),
        },
        ...(call.payload === undefined ? {} : { payload: call.payload as object }),
      };
      return app.server.inject(inject);
    },
  };
}

/** The portal's id of the demo tenant's row the back office knows by that external id. */
export async function idOfExternal(
  api: IntegrationApi,
  table: 'customers' | 'offers' | 'orders' | 'invoices',
  externalId: string,
): Promise<number> {
  const row = await api.db
    .selectFrom(table)
    .select('id')
    .where('tenant_id', '=', api.tenantId('demo'))
    .where('external_id', '=', externalId)
    .executeTakeFirstOrThrow();
  return row.id;
}
