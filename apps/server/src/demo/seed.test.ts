// The demo data: seeded once, every installation status present, the main customer's dashboard
// full of actions, and realistic, valid Belgian data.

import { dashboardActions } from '@portal/domain/dashboard-actions';
import { toInstallationRows } from '@portal/domain/derive-installation-status';
import { Feature } from '@portal/domain/feature';
import { type InstallationJourney, installationJourney } from '@portal/domain/installation-journey';
import { InstallationStatus } from '@portal/domain/installation-status';
import { isValidNationalNumber } from '@portal/domain/national-number';
import { offerVersionState } from '@portal/domain/offer-version-state';
import { ProductCategory } from '@portal/domain/product-category';
import { GridOperatorRequestStatus } from '@portal/domain/status-ids';
import { isValidStructuredCommunication } from '@portal/domain/structured-communication';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '../../test/databases.ts';
import { createDemoDatabase, customerScope, seededAt } from '../../test/demo-database.ts';
import { listInstallationFacts } from '../features/installations/installation-repository.ts';
import { toBoolean } from '../platform/db/dialect-helpers.ts';
import type { Database } from '../platform/db/schema.ts';
import { findTenantBySubdomain } from '../platform/tenancy/tenant-repository.ts';
import { gs1CheckDigit } from './belgian-ids.ts';
import { demoAccounts } from './demo-accounts.ts';
import { seedDemoData } from './seed.ts';

/** The derived rows of every customer of a tenant, seeded at `now`. */
async function tenantRows(db: Kysely<Database>, subdomain: string, now: Date) {
  const tenant = await findTenantBySubdomain(db, subdomain);
  if (!tenant) throw new Error(`No tenant ${subdomain}`);
  const surveyEnabled = tenant.portalConfig.features.includes(Feature.Survey);
  const accounts = demoAccounts.find((entry) => entry.subdomain === subdomain)?.customers ?? [];
  const rows = [];
  for (const account of accounts) {
    const scope = await customerScope(db, subdomain, account.email);
    const facts = await listInstallationFacts(db, { ...scope, language: account.language });
    rows.push({ email: account.email, rows: toInstallationRows(facts, { surveyEnabled, now }) });
  }
  return { tenant, customers: rows };
}

async function rowCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await db.introspection.getTables()) {
    if (table.name.startsWith('kysely_')) continue;
    const result = await db
      .selectFrom(table.name as keyof Database)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    counts[table.name] = Number(result.count);
  }
  return counts;
}

const allStatuses = Object.values(InstallationStatus).sort((a, b) => a - b);

describe.each(testDialects())('demo data on %s', (dialect) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  beforeAll(async () => {
    database = await createDemoDatabase(dialect);
    db = database.handle.db;
  });
  afterAll(() => database.drop());

  it('is seeded only into an empty database', async () => {
    const before = await rowCounts(db);
    expect(before.tenants).toBe(2);
    expect(before.installations).toBeGreaterThan(20);
    expect(await seedDemoData(db, { now: new Date() })).toEqual({ seeded: false, invited: [] });
    expect(await rowCounts(db)).toEqual(before);
  });

  it('has an installation in each of the 13 statuses in the demo tenant', async () => {
    const { customers } = await tenantRows(db, 'demo', seededAt);
    const statuses = new Set(customers.flatMap((entry) => entry.rows.map((row) => row.status)));
    expect([...statuses].sort((a, b) => a - b)).toEqual(allStatuses);
  });

  it('gives the main customer every dashboard action, the offer list first', async () => {
    const { tenant, customers } = await tenantRows(db, 'demo', seededAt);
    const jan = customers.find((entry) => entry.email === 'jan.peeters@example.be');
    const result = dashboardActions(jan?.rows ?? [], { features: tenant.portalConfig.features });
    if (result.kind !== 'actions') throw new Error('Jan should have actions');
    expect(result.cards.map((card) => card.action)).toEqual([
      'approveOffer',
      'payPrepayment',
      'payFinalInvoice',
      'signDeliveryDocument',
      'giveFeedback',
    ]);
    expect(result.cards[0]?.target).toMatch(/^\/installations\/offerdetail\/list\//);
  });

  it("gives Thomas's, Emma's and Jan's installations the journeys they live (decision 070)", async () => {
    const journeys = async (subdomain: string, email: string) => {
      const { tenant, customers } = await tenantRows(db, subdomain, seededAt);
      const ctx = { features: tenant.portalConfig.features, now: seededAt };
      const rows = customers.find((entry) => entry.email === email)?.rows ?? [];
      return rows.map((row) => installationJourney(row, ctx));
    };
    const current = (journey: InstallationJourney) =>
      journey.current && `${journey.current.key}:${journey.current.actor}`;

    // Thomas (helios): both installations are Completed; the AIEG declaration is still his.
    const thomas = await journeys('helios', 'thomas.leroy@example.be');
    expect(thomas.map((journey) => journey.status)).toEqual([
      InstallationStatus.Completed,
      InstallationStatus.Completed,
    ]);
    expect(thomas.map(current).sort()).toEqual(['gridOperator:customer', null]);

    // Emma: installed, no invoice yet: the installer's turn, nothing asked of her.
    const [emma] = await journeys('demo', 'emma.jacobs@example.be');
    expect(emma?.status).toBe(InstallationStatus.Delivered);
    expect(emma && current(emma)).toBe('invoice:installer');
    expect(emma?.waitsForCustomer).toBe(false);

    // Jan's iChoosr installation: the delivery document first, his grid declaration after it.
    const jan = await journeys('demo', 'jan.peeters@example.be');
    const ichoosr = jan.find((journey) => journey.status === InstallationStatus.ToSignIChoosr);
    expect(ichoosr && current(ichoosr)).toBe('deliveryDocument:customer');
    expect(ichoosr?.steps.find((step) => step.key === 'gridOperator')?.state).toBe('later');
  });

  it('gives the French tenant at least two customers with a few installations', async () => {
    const { tenant, customers } = await tenantRows(db, 'helios', seededAt);
    expect(tenant.defaultLanguage).toBe('fr');
    expect(customers.length).toBeGreaterThanOrEqual(2);
    expect(customers.filter((entry) => entry.rows.length >= 2).length).toBeGreaterThanOrEqual(2);
  });

  it('names in demo-accounts exactly the customers it seeded', async () => {
    const seeded = await db
      .selectFrom('customers')
      .innerJoin('tenants', 'tenants.id', 'customers.tenant_id')
      .select(['tenants.subdomain', 'customers.email', 'customers.language_code'])
      .execute();
    const listed = demoAccounts.flatMap((tenant) =>
      tenant.customers.map((customer) => ({
        subdomain: tenant.subdomain,
        email: customer.email,
        language_code: customer.language,
      })),
    );
    const key = (row: { subdomain: string; email: string }) => `${row.subdomain}/${row.email}`;
    expect(seeded.map(key).sort()).toEqual(listed.map(key).sort());
    expect(await customerScope(db, 'demo', 'jan.peeters@example.be')).toEqual({
      tenantId: 1,
      customerId: 1,
    });
  });

  it('keeps an offer with an expired, a superseded and a pending version', async () => {
    const versions = await db
      .selectFrom('offer_versions')
      .select(['offer_id', 'version_number', 'status_id', 'valid_until', 'superseded_at'])
      .orderBy('offer_id')
      .orderBy('version_number')
      .execute();
    const offerIds = [...new Set(versions.map((version) => version.offer_id))];
    const threeVersions = offerIds
      .map((id) => versions.filter((version) => version.offer_id === id))
      .find((list) => list.length === 3);
    expect(
      threeVersions?.map((version) => [
        offerVersionState({ status: version.status_id, validUntil: version.valid_until }, seededAt),
        version.superseded_at !== null,
      ]),
    ).toEqual([
      ['expired', false],
      ['expired', true],
      ['pending', false],
    ]);
    const upsells = await db.selectFrom('upsell_offers').select(['upsell_type', 'name']).execute();
    expect(upsells).toEqual([
      { upsell_type: 'charging-station', name: 'Alfen Eve Single Pro-line 11 kW' },
    ]);
  });

  it('has invoices paid and open, a credit note pointing at its invoice, valid references', async () => {
    const invoices = await db.selectFrom('invoices').selectAll().execute();
    const states = new Set(
      invoices.map((invoice) => `${toBoolean(invoice.is_prepayment)}/${invoice.payment_state}`),
    );
    expect(states).toEqual(new Set(['true/0', 'true/1', 'false/0', 'false/1']));
    const creditNote = invoices.find((invoice) => invoice.related_invoice_id !== null);
    const credited = invoices.find((invoice) => invoice.id === creditNote?.related_invoice_id);
    expect(creditNote?.amount_incl_vat_cents).toBe(credited?.amount_incl_vat_cents);
    for (const invoice of invoices) {
      expect(isValidStructuredCommunication(invoice.structured_communication ?? '')).toBe(true);
    }
    const customers = await db.selectFrom('customers').selectAll().execute();
    for (const customer of customers) {
      expect(isValidNationalNumber(customer.national_registration_number ?? '')).toBe(true);
      expect(customer.phone).toMatch(/^\+32 /);
      expect(customer.postal_code).toMatch(/^\d{4}$/);
    }
  });

  it('has inspections in every state and grid-operator requests of every status', async () => {
    const inspections = await db.selectFrom('inspections').selectAll().execute();
    const states = new Set(
      inspections.map((inspection) =>
        toBoolean(inspection.approved)
          ? 'approved'
          : inspection.rejected_date
            ? 'rejected'
            : inspection.appointment_date
              ? 'planned'
              : 'requested',
      ),
    );
    expect(states).toEqual(new Set(['requested', 'planned', 'approved', 'rejected']));
    const requests = await db.selectFrom('grid_operator_requests').selectAll().execute();
    expect(new Set(requests.map((request) => request.status))).toEqual(
      new Set(GridOperatorRequestStatus),
    );
    const operators = new Set(requests.map((request) => request.operator));
    for (const operator of ['Fluvius', 'Sibelga', 'ORES', 'RESA']) {
      expect(operators).toContain(operator);
    }
    for (const request of requests) {
      expect(request.ean).toMatch(/^5414\d{14}$/);
      const ean = request.ean ?? '';
      expect(Number(ean.at(-1))).toBe(gs1CheckDigit(ean.slice(0, 17)));
    }
  });

  it('sells an article of every product category', async () => {
    const categories = await db
      .selectFrom('offer_articles')
      .select('category_id')
      .distinct()
      .execute();
    expect(new Set(categories.map((row) => row.category_id))).toEqual(
      new Set(Object.values(ProductCategory)),
    );
  });

  it('has tickets, repairs, notifications, surveys, referrals and monitoring devices', async () => {
    const tickets = await db.selectFrom('tickets').select('status_id').execute();
    expect(new Set(tickets.map((ticket) => ticket.status_id)).size).toBe(4);
    const repairs = await db.selectFrom('repairs').select('status_id').execute();
    expect(new Set(repairs.map((repair) => repair.status_id)).size).toBe(3);
    const notifications = await db.selectFrom('notifications').select('seen_at').execute();
    expect(new Set(notifications.map((row) => row.seen_at === null))).toEqual(
      new Set([true, false]),
    );
    const surveys = await db.selectFrom('survey_answers').select('score').execute();
    expect(surveys.every((answer) => answer.score >= 1 && answer.score <= 5)).toBe(true);
    const referrals = await db.selectFrom('loyalty_referrals').select('status').execute();
    expect(new Set(referrals.map((row) => row.status))).toEqual(
      new Set(['invited', 'offer', 'ordered']),
    );
    const devices = await db
      .selectFrom('monitoring_devices')
      .select('monitoring_integration')
      .execute();
    expect(devices.map((row) => row.monitoring_integration).sort()).toEqual(['flexio', 'smappee']);
  });
});

describe.each(testDialects())('demo data seeded in summer on %s', (dialect) => {
  it('tells the same story whenever it is seeded', async () => {
    const { handle, drop } = await createTestDatabase(dialect);
    const summer = new Date('2027-07-03T15:30:00+02:00');
    try {
      expect(await seedDemoData(handle.db, { now: summer })).toMatchObject({ seeded: true });
      const later = await tenantRows(handle.db, 'demo', summer);
      const statusesOf = (customers: typeof later.customers) =>
        customers.map((entry) => entry.rows.map((row) => row.status));
      const reference = await createDemoDatabase(dialect);
      try {
        const original = await tenantRows(reference.handle.db, 'demo', seededAt);
        expect(statusesOf(later.customers)).toEqual(statusesOf(original.customers));
      } finally {
        await reference.drop();
      }
    } finally {
      await drop();
    }
  });
});
