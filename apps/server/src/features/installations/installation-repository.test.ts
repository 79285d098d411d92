// The installation facts of spec §3 as read from the stored entities: exact rows for seeded
// installations, language fallbacks, scoping by tenant and customer, a fixed number of queries.
import type { InstallationFacts } from '@portal/domain/installation-row';
import { OfferStatusId, OrderStatusId } from '@portal/domain/status-ids';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, testDialects } from '../../../test/databases.ts';
import { createDemoDatabase, customerScope } from '../../../test/demo-database.ts';
import { gridOperatorStatusCode, listInstallationFacts } from './installation-repository.ts';

const noArticleDetails = {};

/** Jan Peeters' first installation: completed, with a credited and reissued final invoice. */
const janSolarPanels: InstallationFacts = {
  CustomersID: 1,
  OfferID: 1,
  OfferStatus: OfferStatusId.Completed,
  OfferVersionNumbers: '1',
  VersionNumber: 1,
  Offer_TypeID: 1,
  OrderID: 1,
  OrderStatus: OrderStatusId.Closed,
  PrepaymentInvoiceID: 1,
  PrepaymentInvoiceStatus: 1,
  Order_DeliveriesID: 1,
  DeliveryStatus: 3,
  // 380 days before the seeding moment, 8:00 in Brussels (winter time).
  InstallationDate: '2025-11-06T07:00:00.000Z',
  QR_FilledIn: true,
  // Invoices 2 (wrong) and 3 (its credit note) come before the reissued invoice 4.
  InvoiceID: 4,
  InvoiceStatus: 1,
  OrderInspectionJobID: null,
  InvoiceInspectionJobID: 48_210,
  OrderInspectionApproved: null,
  InvoiceInspectionApproved: true,
  NetOperatorStatus: 2,
  HasExternalPrepayment: false,
  OpleveringDone: true,
  Surveyed: true,
  netOperator: 'Fluvius',
  keuringCertificate: 'BTV-118734',
  hasWiringDiagram: true,
  wiringDiagramKeuring: 'EDS-118734',
  articles: [
    {
      category: 1,
      articles: [
        {
          articleId: 1,
          articleCode: 'JKM440N-54HL4R-V',
          category: 1,
          quantity: 12,
          descriptionLanguageText: 'Jinko Tiger Neo 440 Wp zonnepaneel, full black',
          details: {
            power: { value: 440, suffix: 'Wp' },
            efficiency: { value: 22.02, suffix: '%' },
          },
        },
      ],
    },
    {
      category: 5,
      articles: [
        {
          articleId: 2,
          articleCode: 'SMA-STP8.0-3AV-40',
          category: 5,
          quantity: 1,
          descriptionLanguageText: 'SMA Sunny Tripower 8.0 driefasige omvormer',
          details: {
            maxPower: { value: 8, suffix: 'kW' },
            converter: { value: true, suffix: '' },
          },
        },
        {
          articleId: 3,
          articleCode: 'MONT-PV-HELLEND',
          category: 5,
          quantity: 12,
          descriptionLanguageText: 'Montagesysteem hellend dak en DC-bekabeling (per paneel)',
          details: noArticleDetails,
        },
        {
          articleId: 5,
          articleCode: 'PLAATSING-INDIENST',
          category: 5,
          quantity: 1,
          descriptionLanguageText: 'Plaatsing, indienststelling en AREI-keuring',
          details: noArticleDetails,
        },
      ],
    },
    {
      category: 15,
      articles: [
        {
          articleId: 4,
          articleCode: 'SMA-HM-2.0',
          category: 15,
          quantity: 1,
          descriptionLanguageText: 'SMA Sunny Home Manager 2.0',
          details: noArticleDetails,
        },
      ],
    },
  ],
};

/** Jan's extension offer: three versions, only the latest's articles, nothing ordered yet. */
const janExtension: InstallationFacts = {
  CustomersID: 1,
  OfferID: 4,
  OfferStatus: OfferStatusId.Sent,
  OfferVersionNumbers: '1,2,3',
  VersionNumber: 3,
  Offer_TypeID: 7,
  OrderID: null,
  OrderStatus: null,
  PrepaymentInvoiceID: null,
  PrepaymentInvoiceStatus: null,
  Order_DeliveriesID: null,
  DeliveryStatus: null,
  InstallationDate: null,
  QR_FilledIn: false,
  InvoiceID: null,
  InvoiceStatus: null,
  OrderInspectionJobID: null,
  InvoiceInspectionJobID: null,
  OrderInspectionApproved: null,
  InvoiceInspectionApproved: null,
  NetOperatorStatus: null,
  HasExternalPrepayment: false,
  OpleveringDone: false,
  Surveyed: false,
  netOperator: 'Fluvius',
  keuringCertificate: null,
  hasWiringDiagram: false,
  wiringDiagramKeuring: null,
  articles: [
    {
      category: 1,
      articles: [
        {
          articleId: 24,
          articleCode: 'AIKO-A450-MAH54MW',
          category: 1,
          quantity: 8,
          descriptionLanguageText: 'AIKO Neostar 2P 450 Wp zonnepaneel (ABC-cellen)',
          details: {
            power: { value: 450, suffix: 'Wp' },
            efficiency: { value: 23.1, suffix: '%' },
          },
        },
      ],
    },
    {
      category: 5,
      articles: [
        {
          articleId: 25,
          articleCode: 'MONT-PV-HELLEND',
          category: 5,
          quantity: 8,
          descriptionLanguageText: 'Montagesysteem hellend dak en DC-bekabeling (per paneel)',
          details: noArticleDetails,
        },
        {
          articleId: 28,
          articleCode: 'PLAATSING-INDIENST',
          category: 5,
          quantity: 1,
          descriptionLanguageText: 'Plaatsing, indienststelling en AREI-keuring',
          details: noArticleDetails,
        },
      ],
    },
    {
      category: 6,
      articles: [
        {
          articleId: 26,
          articleCode: 'HUA-LUNA2000-5-C0',
          category: 6,
          quantity: 1,
          descriptionLanguageText: 'Huawei LUNA2000 vermogensmodule',
          details: {
            batteryModuleBase: { value: true, suffix: '' },
            maxPower: { value: 5, suffix: 'kW' },
          },
        },
        {
          articleId: 27,
          articleCode: 'HUA-LUNA2000-5-E0',
          category: 6,
          quantity: 2,
          descriptionLanguageText: 'Huawei LUNA2000 batterijmodule 5 kWh',
          details: { storedEnergy: { value: 5, suffix: 'kWh' } },
        },
      ],
    },
  ],
};

/** Counts the queries Kysely compiles (transaction control statements are not queries). */
class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery: KyselyPlugin['transformQuery'] = (args) => {
    this.count += 1;
    return args.node;
  };
  transformResult: KyselyPlugin['transformResult'] = async (args) => args.result;
}

describe('gridOperatorStatusCode (spec NetOperatorStatus)', () => {
  it('maps request statuses to requested 0, sent by the customer 1 and done 2', () => {
    expect(gridOperatorStatusCode('todo')).toBe(0);
    expect(gridOperatorStatusCode('queued')).toBe(1);
    expect(gridOperatorStatusCode('sent by mail')).toBe(1);
    expect(gridOperatorStatusCode('sent via api')).toBe(1);
    expect(gridOperatorStatusCode('done')).toBe(2);
  });
});

describe.each(testDialects())('installation repository on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createDemoDatabase(dialect);
  });
  afterAll(() => database.drop());

  const factsOf = async (subdomain: string, email: string, language: 'nl' | 'fr' | 'en') =>
    listInstallationFacts(database.handle.db, {
      ...(await customerScope(database.handle.db, subdomain, email)),
      language,
    });

  it('reads Jan Peeters’ installations oldest first, with exact facts', async () => {
    const facts = await factsOf('demo', 'jan.peeters@example.be', 'nl');
    expect(facts.map((row) => row.OfferID)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(facts[0]).toEqual(janSolarPanels);
    expect(facts[3]).toEqual(janExtension);
  });

  it('maps payment, inspection and grid-operator states of the other installations', async () => {
    const [, battery, ichoosr, , charger, heatPump] = await factsOf(
      'demo',
      'jan.peeters@example.be',
      'nl',
    );
    expect(battery).toMatchObject({
      OrderInspectionApproved: true,
      InvoiceInspectionJobID: null,
      NetOperatorStatus: 1,
      Surveyed: false,
    });
    expect(ichoosr).toMatchObject({
      HasExternalPrepayment: true,
      QR_FilledIn: true,
      OpleveringDone: false,
      PrepaymentInvoiceID: null,
      NetOperatorStatus: 0,
    });
    expect(charger).toMatchObject({ InvoiceStatus: 0, DeliveryStatus: 3 });
    expect(heatPump).toMatchObject({
      OfferStatus: OfferStatusId.Signed,
      OrderStatus: OrderStatusId.Confirmed,
      PrepaymentInvoiceStatus: 0,
      Order_DeliveriesID: null,
      InvoiceID: null,
    });
  });

  it('describes articles in the customer’s language, falling back to Dutch', async () => {
    const [pv] = await factsOf('helios', 'camille.dubois@example.be', 'fr');
    const texts = pv?.articles.flatMap((group) =>
      group.articles.map((a) => a.descriptionLanguageText),
    );
    expect(texts).toEqual([
      'Panneau solaire Jinko Tiger Neo 440 Wc, full black',
      'Onduleur hybride Fronius Symo GEN24 6.0 Plus',
      // No French text for the mounting system: the Dutch one.
      'Montagesysteem hellend dak en DC-bekabeling (per paneel)',
      'Installation, mise en service et contrôle RGIE',
    ]);
    const [english] = await factsOf('demo', 'emma.jacobs@example.be', 'en');
    expect(english?.articles[0]?.articles[0]?.descriptionLanguageText).toBe(
      'Jinko Tiger Neo 440 Wp solar panel, full black',
    );
  });

  it('never reads across tenants or customers, whatever the ids', async () => {
    const { db } = database.handle;
    const jan = await customerScope(db, 'demo', 'jan.peeters@example.be');
    const camille = await customerScope(db, 'helios', 'camille.dubois@example.be');
    const read = (tenantId: number, customerId: number) =>
      listInstallationFacts(db, { tenantId, customerId, language: 'nl' });
    expect(await read(camille.tenantId, jan.customerId)).toEqual([]);
    expect(await read(jan.tenantId, camille.customerId)).toEqual([]);
    const camilles = await read(camille.tenantId, camille.customerId);
    expect(camilles.length).toBeGreaterThan(1);
    expect(new Set(camilles.map((row) => row.CustomersID))).toEqual(new Set([camille.customerId]));
  });

  it('uses the same small number of queries for one installation or six', async () => {
    const counter = new QueryCounter();
    const db = database.handle.db.withPlugin(counter);
    const counted = async (email: string) => {
      counter.count = 0;
      const facts = await listInstallationFacts(db, {
        ...(await customerScope(database.handle.db, 'demo', email)),
        language: 'nl',
      });
      return { installations: facts.length, queries: counter.count };
    };
    expect(await counted('jan.peeters@example.be')).toEqual({ installations: 6, queries: 9 });
    expect(await counted('emma.jacobs@example.be')).toEqual({ installations: 1, queries: 9 });
  });

  it('orders by creation date, not by id', async () => {
    const { db } = database.handle;
    const emma = await customerScope(db, 'demo', 'emma.jacobs@example.be');
    const older = await db
      .insertInto('installations')
      .values({
        tenant_id: emma.tenantId,
        customer_id: emma.customerId,
        created_at: '2020-01-01T00:00:00.000Z',
        updated_at: '2020-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const facts = await listInstallationFacts(db, { ...emma, language: 'en' });
    expect(facts).toHaveLength(2);
    expect(facts[0]).toMatchObject({ OfferID: null, OfferVersionNumbers: '', articles: [] });
    expect(facts[1]?.OfferID).not.toBeNull();
    await db.deleteFrom('installations').where('id', '=', older.id).execute();
  });
});
