// GET installations/ keeps its written answer under the customer's data version (decision 022).
// These tests prove the version moves with every row behind the list, whoever writes it (here
// plain SQL, as an operator or a future import would), and that the answer then follows.
import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createInstallationService } from '../src/features/installations/installation-service.ts';
import { customerDataTables } from '../src/platform/db/migrations/0010-customer-data-version.ts';
import type { Database } from '../src/platform/db/schema.ts';
import { findCustomerById } from '../src/platform/identity/customer-repository.ts';
import type { RequestScope } from '../src/platform/scope/request-scope.ts';
import { findTenantBySubdomain } from '../src/platform/tenancy/tenant-repository.ts';
import { useCustomerApi } from './customer-api.ts';
import { testDialects } from './databases.ts';

/** One row of the customer's in each table behind the list. */
function oneRowOf(table: string, customerId: number) {
  const viaOffers = 'join offers o on o.id = v.offer_id where o.customer_id =';
  const queries: Record<string, string> = {
    offer_versions: `select v.id from offer_versions v ${viaOffers}`,
    offer_articles: `select a.id from offer_articles a join offer_versions v on v.id = a.offer_version_id ${viaOffers}`,
    offer_article_details: `select d.id from offer_article_details d join offer_articles a on a.id = d.offer_article_id join offer_versions v on v.id = a.offer_version_id ${viaOffers}`,
  };
  const query = queries[table] ?? `select id from ${table} where customer_id =`;
  return sql<{ id: number }>`${sql.raw(query)} ${customerId} order by 1 limit 1`;
}

async function versionOf(db: Kysely<Database>, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('customers')
    .select('data_version')
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  return row.data_version;
}

describe.each(testDialects())('kept installations answers on %s', (dialect) => {
  const api = useCustomerApi(dialect);
  const list = (customerId: number) => api.call('demo', customerId, 'GET', '/api/installations/');
  const versions = async () => [
    await versionOf(api.db, api.jan.customerId),
    await versionOf(api.db, api.marie.customerId),
  ];

  it("raises the customer's data version on a change of any row behind the list, and no one else's", async () => {
    for (const table of customerDataTables) {
      const { rows } = await oneRowOf(table, api.jan.customerId).execute(api.db);
      const id = rows[0]?.id;
      expect(id, `a row of Jan's in ${table}`).toBeDefined();
      const [jan, marie] = await versions();
      await sql`update ${sql.table(table)} set tenant_id = tenant_id where id = ${id}`.execute(
        api.db,
      );
      expect(await versions(), table).toEqual([(jan ?? 0) + 1, marie]);
    }
  });

  it('raises it on an insert and a delete too, found through the parents of an article detail', async () => {
    const { rows } = await oneRowOf('offer_articles', api.jan.customerId).execute(api.db);
    const articleId = rows[0]?.id ?? 0;
    const article = await api.db
      .selectFrom('offer_articles')
      .select('tenant_id')
      .where('id', '=', articleId)
      .executeTakeFirstOrThrow();
    const [before, marie] = await versions();
    const inserted = await api.db
      .insertInto('offer_article_details')
      .values({
        tenant_id: article.tenant_id,
        offer_article_id: articleId,
        detail_key: 'kept-answer-test',
        value_json: '1',
        suffix: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await versions()).toEqual([(before ?? 0) + 1, marie]);
    await api.db.deleteFrom('offer_article_details').where('id', '=', inserted.id).execute();
    expect(await versions()).toEqual([(before ?? 0) + 2, marie]);
  });

  it('answers the same bytes while nothing changed, and the change on the next call after one', async () => {
    const first = await list(api.jan.customerId);
    const again = await list(api.jan.customerId);
    expect(first.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);

    // Two hops from the customer: an article's quantity, written by plain SQL.
    const { rows } = await oneRowOf('offer_articles', api.jan.customerId).execute(api.db);
    const articleId = rows[0]?.id ?? 0;
    await sql`update offer_articles set quantity = quantity + 1000 where id = ${articleId}`.execute(
      api.db,
    );
    const changed = await list(api.jan.customerId);
    expect(changed.rawPayload.equals(first.rawPayload)).toBe(false);
    expect(JSON.stringify(changed.json())).toContain('quantity');
    const quantities = (body: string) => [...body.matchAll(/"quantity":(\d+)/g)].map((m) => m[1]);
    expect(quantities(changed.body).some((q) => Number(q) >= 1000)).toBe(true);
    expect(quantities(first.body).some((q) => Number(q) >= 1000)).toBe(false);

    // Marie's kept answer is hers, untouched by Jan's change.
    const marie = await list(api.marie.customerId);
    expect(
      marie
        .json()
        .data.every((row: { CustomersID: number }) => row.CustomersID === api.marie.customerId),
    ).toBe(true);
  });

  it('keys the answer by the Brussels day, across a change to summer time', async () => {
    let now = new Date('2026-03-28T22:59:59Z'); // 23:59:59 in Brussels (UTC+1)
    const service = createInstallationService({ db: api.db, clock: () => now });
    const tenant = await findTenantBySubdomain(api.db, 'demo');
    if (!tenant) throw new Error('no demo tenant');
    const scope: RequestScope = {
      tenant,
      customerId: api.jan.customerId,
      language: 'nl',
      customer: await findCustomerById(api.db, tenant.id, api.jan.customerId),
      client: { ip: '127.0.0.1', userAgent: 'test' },
    };
    const lastSecondOfSaturday = service.listKey(scope);
    now = new Date('2026-03-28T23:00:00Z'); // Sunday 00:00 in Brussels
    const sunday = service.listKey(scope);
    now = new Date('2026-03-29T21:59:59Z'); // Sunday 23:59:59 in Brussels (UTC+2 since 03:00)
    expect(sunday).not.toBe(lastSecondOfSaturday);
    expect(service.listKey(scope)).toBe(sunday);
    expect(service.listKey({ ...scope, language: 'fr' })).not.toBe(sunday);
    expect(service.listKey({ ...scope, customer: undefined })).toBeUndefined();
  });
});
