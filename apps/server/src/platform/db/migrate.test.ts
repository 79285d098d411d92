// The migrations: they build the whole schema on an empty database, are idempotent, go down and
// up again, and the database enforces foreign keys (SQLite too), tenant isolation of references
// and the CHECK constraints.
import { sql } from 'kysely';
import { Migrator, NO_MIGRATIONS } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '../../../test/databases.ts';
import { insertBareTenant } from '../../../test/integration-event-fixtures.ts';
import { migrateToLatest, migrations } from './migrate.ts';
import type { Database } from './schema.ts';

/** Every table of the Database interface; the `satisfies` keeps the list complete. */
const tables = {
  tenants: true,
  tenant_logos: true,
  customers: true,
  status_list_items: true,
  ticket_types: true,
  ticket_type_labels: true,
  article_documents: true,
  stored_documents: true,
  audit_log: true,
  idempotency_keys: true,
  pending_files: true,
  mail_outbox: true,
  customer_credentials: true,
  customer_tokens: true,
  oidc_payloads: true,
  realm_signing_keys: true,
  installation_secrets: true,
  installations: true,
  offers: true,
  offer_versions: true,
  offer_articles: true,
  offer_article_details: true,
  upsell_offers: true,
  orders: true,
  invoices: true,
  deliveries: true,
  inspections: true,
  grid_operator_requests: true,
  repairs: true,
  tickets: true,
  ticket_messages: true,
  ticket_files: true,
  notifications: true,
  push_subscriptions: true,
  push_vapid_keys: true,
  push_outbox: true,
  notification_preferences: true,
  notification_settings: true,
  notification_mail_queue: true,
  notification_digests: true,
  surveys: true,
  survey_answers: true,
  loyalty_referrals: true,
  loyalty_codes: true,
  loyalty_vouchers: true,
  monitoring_devices: true,
  monitoring_energy: true,
  balancing_earnings: true,
  energy_plans: true,
  energy_plan_settings: true,
  day_ahead_prices: true,
  integration_clients: true,
  integration_events: true,
  integration_event_deliveries: true,
  data_exports: true,
  account_erasures: true,
} satisfies Record<keyof Database, true>;
const tableNames = Object.keys(tables).sort();

const now = '2026-11-21T09:00:00.000Z';

describe.each(testDialects())('migrations on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.drop());

  const userTables = async () =>
    (await database.handle.db.introspection.getTables())
      .map((table) => table.name)
      .filter((name) => !name.startsWith('kysely_'))
      .sort();

  it('create every table of the schema on an empty database', async () => {
    expect(await userTables()).toEqual(tableNames);
    const applied = await database.handle.db
      .selectFrom(sql<{ name: string }>`kysely_migration`.as('m'))
      .select('m.name')
      .orderBy('m.name')
      .execute();
    expect(applied.map((row) => row.name)).toEqual(Object.keys(migrations));
  });

  it('are idempotent', async () => {
    await migrateToLatest(database.handle.db);
    await migrateToLatest(database.handle.db);
    expect(await userTables()).toEqual(tableNames);
  });

  it('go all the way down and up again', async () => {
    const migrator = new Migrator({
      db: database.handle.db,
      provider: { getMigrations: async () => ({ ...migrations }) },
    });
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(await userTables()).toEqual([]);
    await migrateToLatest(database.handle.db);
    expect(await userTables()).toEqual(tableNames);
  });
});

describe.each(testDialects())('constraints on %s', (dialect) => {
  let database: TestDatabase;
  const ids = { tenantA: 0, tenantB: 0, customerA: 0, customerA2: 0, customerB: 0 };
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    ids.tenantA = await tenant('alpha');
    ids.tenantB = await tenant('beta');
    ids.customerA = await customer(ids.tenantA, 'a@example.be');
    ids.customerA2 = await customer(ids.tenantA, 'a2@example.be');
    ids.customerB = await customer(ids.tenantB, 'b@example.be');
  });
  afterAll(() => database.drop());

  const tenant = (subdomain: string) => insertBareTenant(database.handle.db, subdomain);

  async function customer(tenantId: number, email: string): Promise<number> {
    const row = await database.handle.db
      .insertInto('customers')
      .values({
        tenant_id: tenantId,
        email,
        first_name: 'Test',
        name: 'Klant',
        language_code: 'nl',
        country_code: 'BE',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function installation(tenantId: number, customerId: number) {
    return database.handle.db
      .insertInto('installations')
      .values({ tenant_id: tenantId, customer_id: customerId, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  it('enforce foreign keys', async () => {
    await expect(customer(999_999, 'ghost@example.be')).rejects.toThrow();
  });

  it('refuse a row that points at another tenant’s row', async () => {
    await expect(installation(ids.tenantA, ids.customerB)).rejects.toThrow();
  });

  it('refuse an offer on another customer’s installation of the same tenant', async () => {
    const own = await installation(ids.tenantA, ids.customerA);
    const offer = (customerId: number) =>
      database.handle.db
        .insertInto('offers')
        .values({
          tenant_id: ids.tenantA,
          customer_id: customerId,
          installation_id: own.id,
          offer_type_id: 1,
          status_id: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
    await expect(offer(ids.customerA2)).rejects.toThrow();
    await expect(offer(ids.customerA)).resolves.toBeDefined();
  });

  it('keep e-mail addresses unique per tenant and in lower case', async () => {
    await expect(customer(ids.tenantA, 'a@example.be')).rejects.toThrow();
    await expect(customer(ids.tenantA, 'Upper@Example.be')).rejects.toThrow();
    await expect(customer(ids.tenantB, 'a@example.be')).resolves.toBeGreaterThan(0);
  });

  it('allow one initial and one final status per list and language', async () => {
    const item = (statusId: number, initial: boolean) =>
      database.handle.db
        .insertInto('status_list_items')
        .values({
          tenant_id: ids.tenantA,
          kind: 'repairs',
          lang: 'en-GB',
          status_id: statusId,
          status_text: `Status ${statusId}`,
          is_initial: initial,
          is_final: false,
        })
        .execute();
    await item(1, true);
    await item(2, false);
    await expect(item(3, true)).rejects.toThrow();
  });

  it('check listed values', async () => {
    const own = await installation(ids.tenantA, ids.customerA);
    await expect(
      database.handle.db
        .insertInto('grid_operator_requests')
        .values({
          tenant_id: ids.tenantA,
          customer_id: ids.customerA,
          installation_id: own.id,
          operator: 'Fluvius',
          status: 'lost' as 'todo',
          requested_at: now,
          created_at: now,
          updated_at: now,
        })
        .execute(),
    ).rejects.toThrow();
  });

  it('delete a tenant with everything it owns', async () => {
    const { db } = database.handle;
    // A tenant of this test's own: the others' tenants stay for the tests that write to them.
    const doomed = await tenant('gamma');
    const owner = await customer(doomed, 'c@example.be');
    await installation(doomed, owner);
    await db.deleteFrom('tenants').where('id', '=', doomed).execute();
    const left = await db
      .selectFrom('customers')
      .select('id')
      .where('tenant_id', '=', doomed)
      .execute();
    expect(left).toEqual([]);
    const installations = await db
      .selectFrom('installations')
      .select('id')
      .where('tenant_id', '=', doomed)
      .execute();
    expect(installations).toEqual([]);
  });
});
