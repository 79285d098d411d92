// Fills a migrated database with many tenants of many customers for scale tests: the demo data
// first (so the bench can sign in as the same demo customer on a small and a large database),
// then every tenant topped up to `customersPerTenant` generated customers, and generated tenants
// `scale-0001`, … until there are `tenants`. Each tenant is written in its own transaction with
// bulk inserts; a tenant already complete is skipped, so an interrupted run resumes where it
// stopped. Generated tenants are copies of the demo tenant's configuration with their own
// realm (signing keys made as the realm makes them) and status lists.
import { brusselsWallClock } from '@portal/domain/brussels-time';
import { type Kysely, sql } from 'kysely';
import { type DemoTenant, demoTenants } from '../../apps/server/src/demo/demo-tenants.ts';
import { insertCustomer } from '../../apps/server/src/demo/insert-customer.ts';
import { insertTenant } from '../../apps/server/src/demo/insert-tenant.ts';
import type { RowWriter, SaleTable } from '../../apps/server/src/demo/row-writer.ts';
import { seedDemoData } from '../../apps/server/src/demo/seed.ts';
import { type SeedClock, seedClock } from '../../apps/server/src/demo/seed-clock.ts';
import type { Dialect } from '../../apps/server/src/platform/db/dialect-helpers.ts';
import type { Database } from '../../apps/server/src/platform/db/schema.ts';
import { hashPassword } from '../../apps/server/src/platform/identity/password-hash.ts';
import { BulkInserter, type ColumnTypes, readColumnTypes } from './bulk-inserter.ts';
import { seededRandom, seedOf } from './random.ts';
import { scaleCustomer } from './scale-customers.ts';

/** Password of every generated customer. */
export const SCALE_PASSWORD = 'Scale-2026!';

/** Tables the generator writes in bulk, parents first. */
const bulkTables = [
  'customers',
  'customer_credentials',
  'installations',
  'offers',
  'offer_versions',
  'offer_articles',
  'offer_article_details',
  'upsell_offers',
  'orders',
  'invoices',
  'deliveries',
  'inspections',
  'grid_operator_requests',
  'stored_documents',
] as const;

const idTables = bulkTables.filter((table) => table !== 'customer_credentials');

export interface ScaleOptions {
  tenants: number;
  customersPerTenant: number;
  now: Date;
  /** Called after each tenant. */
  progress?: (report: ScaleProgress) => void;
}

export interface ScaleProgress {
  subdomain: string;
  tenantsDone: number;
  tenants: number;
  customersAdded: number;
  rowsWritten: number;
}

export interface ScaleResult {
  customersAdded: number;
  rowsWritten: number;
}

export async function generateScaleData(
  db: Kysely<Database>,
  dialect: Dialect,
  options: ScaleOptions,
): Promise<ScaleResult> {
  await seedDemoData(db, { now: options.now });
  const clock = memoized(seedClock(options.now));
  const templates = demoTenants(brusselsWallClock(options.now).year);
  const subdomains = [
    ...templates.map((tenant) => tenant.subdomain),
    ...Array.from({ length: Math.max(0, options.tenants - templates.length) }, (_, index) =>
      scaleSubdomain(index + 1),
    ),
  ].slice(0, Math.max(options.tenants, templates.length));
  const columnTypes = await readColumnTypes(db, dialect);
  const passwordHash = await hashPassword(SCALE_PASSWORD);
  const result: ScaleResult = { customersAdded: 0, rowsWritten: 0 };

  for (const [index, subdomain] of subdomains.entries()) {
    const added = await db.transaction().execute(async (trx) => {
      const template = templates.find((tenant) => tenant.subdomain === subdomain);
      const tenant = template ?? scaleTenant(templates, subdomain, index);
      const context = { trx, dialect, columnTypes, clock, passwordHash, now: options.now };
      return fillTenant(context, tenant, options.customersPerTenant);
    });
    result.customersAdded += added.customers;
    result.rowsWritten += added.rows;
    options.progress?.({
      subdomain,
      tenantsDone: index + 1,
      tenants: subdomains.length,
      customersAdded: result.customersAdded,
      rowsWritten: result.rowsWritten,
    });
  }
  if (dialect === 'postgres') await resetIdentitySequences(db);
  // SQLite reads every index in full to analyze it unless told to sample (as PostgreSQL does).
  if (dialect === 'sqlite') await sql`pragma analysis_limit = 1000`.execute(db);
  await sql`analyze`.execute(db);
  return result;
}

export function scaleSubdomain(number: number): string {
  return `scale-${String(number).padStart(4, '0')}`;
}

/** A generated installer: the demo tenant's configuration under its own name and numbers. */
function scaleTenant(templates: readonly DemoTenant[], subdomain: string, index: number) {
  const [template] = templates;
  if (!template) throw new Error('No demo tenant to copy');
  const number = subdomain.replace('scale-', '');
  return {
    ...template,
    subdomain,
    name: `Installateur ${number}`,
    paymentReferenceCode: 1000 + (index % 9000),
    invoicePrefix: `S${number}/`,
  } satisfies DemoTenant;
}

interface FillContext {
  trx: Kysely<Database>;
  dialect: Dialect;
  columnTypes: ColumnTypes;
  clock: SeedClock;
  passwordHash: string;
  now: Date;
}

/** Creates the tenant if needed and tops its customers up to `target`. */
async function fillTenant(
  context: FillContext,
  tenant: DemoTenant,
  target: number,
): Promise<{ customers: number; rows: number }> {
  const { trx, clock } = context;
  const tenantId = await tenantIdOf(trx, tenant, clock);
  // No realm keys here: whoever serves or signs in first makes them, sealed with its own key.
  const existing = await countCustomers(trx, tenantId);
  if (existing >= target) return { customers: 0, rows: 0 };

  const bulk = new BulkInserter(
    context.dialect,
    context.columnTypes,
    bulkTables,
    await nextIds(trx, idTables),
  );
  const seed = {
    db: trx,
    write: bulkRowWriter(bulk),
    tenantId,
    tenant,
    clock,
    ticketTypeIds: [],
    next: await nextNumbers(trx, tenantId),
  };
  const random = seededRandom(seedOf(`${tenant.subdomain}/${existing}`));
  for (let number = existing + 1; number <= target; number++) {
    const customer = await insertCustomer(seed, scaleCustomer(random, tenant.subdomain, number));
    bulk.add('customer_credentials', {
      tenant_id: tenantId,
      customer_id: customer.id,
      password_hash: context.passwordHash,
      confirmed_at: clock.now,
      failed_attempts: 0,
      locked_until: null,
      updated_at: clock.now,
    });
    for (const installation of customer.installations.values()) {
      if (installation.orderId === null) continue;
      // The installer's uploaded order confirmation (metadata only: no bytes are stored).
      bulk.addWithId('stored_documents', {
        tenant_id: tenantId,
        customer_id: customer.id,
        owner_type: 'order',
        owner_id: installation.orderId,
        kind: 'print',
        file_name: `order-${installation.orderId}.pdf`,
        content_type: 'application/pdf',
        size_bytes: 48_000 + random.int(0, 20_000),
        storage_key: `tenants/${tenant.subdomain}/scale/order-${installation.orderId}.pdf`,
        created_at: clock.now,
      });
    }
    await bulk.flushWhenFull(trx);
  }
  await bulk.flush(trx);
  return { customers: target - existing, rows: bulk.rowCount };
}

function bulkRowWriter(bulk: BulkInserter): RowWriter {
  const into = (table: SaleTable) => async (row: object) => bulk.addWithId(table, row);
  return {
    customers: into('customers'),
    installations: into('installations'),
    offers: into('offers'),
    offer_versions: into('offer_versions'),
    offer_articles: into('offer_articles'),
    offer_article_details: into('offer_article_details'),
    upsell_offers: into('upsell_offers'),
    orders: into('orders'),
    invoices: into('invoices'),
    deliveries: into('deliveries'),
    inspections: into('inspections'),
    grid_operator_requests: into('grid_operator_requests'),
  };
}

async function tenantIdOf(trx: Kysely<Database>, tenant: DemoTenant, clock: SeedClock) {
  const found = await trx
    .selectFrom('tenants')
    .select('id')
    .where('subdomain', '=', tenant.subdomain)
    .executeTakeFirst();
  if (found) return found.id;
  const inserted = await insertTenant(trx, tenant, clock);
  if (!inserted) throw new Error(`Tenant ${tenant.subdomain} appeared during generation`);
  return inserted.tenantId;
}

async function countCustomers(trx: Kysely<Database>, tenantId: number): Promise<number> {
  const row = await trx
    .selectFrom('customers')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The next free id of each table (ids are given by the generator, not the database). */
async function nextIds(
  trx: Kysely<Database>,
  tables: readonly string[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const table of tables) {
    const { rows } = await sql<{ max: number | null }>`
      select max(id) as max from ${sql.table(table)}`.execute(trx);
    ids.set(table, Number(rows[0]?.max ?? 0) + 1);
  }
  return ids;
}

/** The tenant's next invoice number and inspection job id, after those already used. */
async function nextNumbers(trx: Kysely<Database>, tenantId: number) {
  const invoice = await trx
    .selectFrom('invoices')
    .select((eb) => eb.fn.max('invoice_number').as('max'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  const inspection = await trx
    .selectFrom('inspections')
    .select((eb) => eb.fn.max('keurder_job_id').as('max'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return {
    invoiceNumber: Number(invoice?.max ?? 1000) + 1,
    keurderJobId: Number(inspection?.max ?? 10_000 * tenantId) + 1,
  };
}

/**
 * The clock answers the same few dozen days over and over (the demo stories' days); its time-zone
 * arithmetic was a third of the generator's time, so each answer is computed once.
 */
function memoized(clock: SeedClock): SeedClock {
  const instants = new Map<string, string>();
  const dates = new Map<number, string>();
  return {
    now: clock.now,
    at: (days, hour = 10, minute = 0) => {
      const key = `${days}/${hour}/${minute}`;
      let instant = instants.get(key);
      if (instant === undefined) {
        instant = clock.at(days, hour, minute);
        instants.set(key, instant);
      }
      return instant;
    },
    date: (days) => {
      let date = dates.get(days);
      if (date === undefined) {
        date = clock.date(days);
        dates.set(days, date);
      }
      return date;
    },
  };
}

/** PostgreSQL identity columns do not see explicit ids: move each sequence past the largest. */
async function resetIdentitySequences(db: Kysely<Database>): Promise<void> {
  for (const table of idTables) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), max(id))
      from ${sql.table(table)} having max(id) is not null`.execute(db);
  }
}
