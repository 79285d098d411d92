// The customer-scoped queries of GET installations/, GET offers/{id}/versions/{version} and
// GET invoices/{id}/related read every customer-owned table through an index search keyed below
// the tenant (by customer, id or parent id), on both dialects. The queries are the ones the real
// services send (recorded while the app answers), planned on generated scale data (bench/scale,
// the generator of bench/scale-data.ts) after ANALYZE: a plan that reads such a table in full,
// or all of a tenant's rows by tenant_id, would grow with every tenant or customer added.
import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateScaleData, scaleSubdomain } from '../../../bench/scale/generate-scale-data.ts';
import { testDialects } from './databases.ts';
import { customerScope } from './demo-database.ts';
import { type TableAccess, tableAccesses } from './query-plans.ts';
import { QueryRecorder } from './query-recorder.ts';
import { type BearerFor, realmBearers } from './realm-tokens.ts';
import { buildTestApp, type TestApp, testNow } from './test-app.ts';

/**
 * Tenant-wide reference data (a handful of rows per tenant, read by tenant or by key): not
 * customer-owned. Every other table holds rows of customers and must be read by an index.
 */
const tenantReferenceTables = new Set([
  'tenants',
  'status_list_items',
  'ticket_types',
  'ticket_type_labels',
  'article_documents',
  'realm_signing_keys',
  'oidc_payloads',
]);

/** Enough rows per table that reading one customer's rows by index is what a planner picks. */
const scale = { tenants: 4, customersPerTenant: 150 };
const generatedTenant = scaleSubdomain(1);

interface Call {
  name: string;
  subdomain: string;
  customerId: number;
  url: string;
  /** Tables the endpoint must have been seen to read (the recording missed nothing). */
  reads: readonly string[];
}

describe.each(testDialects())('query plans on %s', (dialect) => {
  let app: TestApp;
  let bearer: BearerFor;
  let recorder: QueryRecorder | undefined;
  const calls: Call[] = [];

  beforeAll(async () => {
    app = await buildTestApp(dialect, {
      seed: (db, seedDialect) => generateScaleData(db, seedDialect, { ...scale, now: testNow }),
      plugins: [
        {
          transformQuery: (args) => recorder?.transformQuery(args) ?? args.node,
          transformResult: async (args) => args.result,
        },
      ],
    });
    recorder = new QueryRecorder(app.database.db);
    bearer = await realmBearers(app, ['demo', generatedTenant]);
    const jan = await customerScope(app.database.db, 'demo', 'jan.peeters@example.be');
    calls.push(...callsFor('demo', jan.customerId, { offerId: 4, version: 3, invoiceId: 9 }));
    const generated = await generatedCustomer(app);
    calls.push(...callsFor(generatedTenant, generated.customerId, generated));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('reads every customer-owned table through an index below the tenant', async () => {
    const unscopedReads: string[] = [];
    for (const call of calls) {
      recorder?.take();
      const response = await app.server.inject({
        url: call.url,
        headers: {
          'x-subdomain': call.subdomain,
          authorization: await bearer(call.subdomain, call.customerId),
        },
      });
      expect(response.statusCode, `${call.name}: ${response.body}`).toBe(200);
      const queries = recorder?.take() ?? [];
      const accesses = await plansOf(queries);
      const read = new Set(accesses.map((access) => access.table));
      expect(
        [...call.reads].filter((table) => !read.has(table)),
        call.name,
      ).toEqual([]);
      for (const access of accesses) {
        if (tenantReferenceTables.has(access.table) || access.indexed) continue;
        unscopedReads.push(`${call.name}: ${access.detail}`);
      }
    }
    expect(unscopedReads).toEqual([]);
  });

  async function plansOf(queries: readonly CompiledQuery[]): Promise<TableAccess[]> {
    const accesses: TableAccess[] = [];
    for (const query of queries) {
      accesses.push(...(await tableAccesses(app.database.db, dialect, query)));
    }
    return accesses;
  }
});

function callsFor(
  subdomain: string,
  customerId: number,
  ids: { offerId: number; version: number; invoiceId: number },
): Call[] {
  const who = `${subdomain} customer ${customerId}`;
  return [
    {
      name: `GET installations/ as ${who}`,
      subdomain,
      customerId,
      url: '/api/installations/',
      reads: [
        'installations',
        'offers',
        'offer_versions',
        'orders',
        'invoices',
        'deliveries',
        'inspections',
        'grid_operator_requests',
        'offer_articles',
        'offer_article_details',
      ],
    },
    {
      name: `GET offers/${ids.offerId}/versions/${ids.version} as ${who}`,
      subdomain,
      customerId,
      url: `/api/offers/${ids.offerId}/versions/${ids.version}`,
      reads: ['offers', 'offer_versions', 'offer_articles', 'offer_article_details'],
    },
    {
      name: `GET invoices/${ids.invoiceId}/related as ${who}`,
      subdomain,
      customerId,
      url: `/api/invoices/${ids.invoiceId}/related`,
      reads: ['invoices'],
    },
  ];
}

/** A generated customer of the generated tenant with an invoice, its offer and latest version. */
async function generatedCustomer(app: TestApp) {
  const row = await app.database.db
    .selectFrom('invoices as i')
    .innerJoin('tenants as t', 't.id', 'i.tenant_id')
    .innerJoin('offers as o', (join) =>
      join
        .onRef('o.tenant_id', '=', 'i.tenant_id')
        .onRef('o.installation_id', '=', 'i.installation_id'),
    )
    .innerJoin('offer_versions as v', (join) =>
      join.onRef('v.tenant_id', '=', 'o.tenant_id').onRef('v.offer_id', '=', 'o.id'),
    )
    .select(['i.customer_id', 'i.id as invoiceId', 'o.id as offerId'])
    .select((eb) => eb.fn.max('v.version_number').as('version'))
    .where('t.subdomain', '=', generatedTenant)
    .groupBy(['i.customer_id', 'i.id', 'o.id'])
    .orderBy('i.id')
    .executeTakeFirstOrThrow();
  return {
    customerId: row.customer_id,
    invoiceId: row.invoiceId,
    offerId: row.offerId,
    version: Number(row.version),
  };
}
