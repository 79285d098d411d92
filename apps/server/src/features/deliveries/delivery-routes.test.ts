// GET deliveries/{id} and POST deliveries/{id}/confirm with real realm-signed tokens on both
// dialects.
import { DeliveryStatusId } from '@portal/domain/status-ids';
import { describe, expect, it } from 'vitest';
import { useCustomerApi } from '../../../test/customer-api.ts';
import { testDialects } from '../../../test/databases.ts';
import type { CustomerScope } from '../../../test/demo-database.ts';
import { deliveriesOf as deliveriesOfCustomer } from '../../../test/document-fixtures.ts';
import { freshCustomer } from '../../../test/factory/fresh-customer.ts';
import { testNow } from '../../../test/test-app.ts';
import { marieClaes } from '../../demo/demo-other-customers.ts';

describe.each(testDialects())('delivery routes on %s', (dialect) => {
  const api = useCustomerApi(dialect);

  // Confirming posts an empty body.
  const call = (tenant: string, customerId: number, method: 'GET' | 'POST', url: string) =>
    api.call(tenant, customerId, method, url, method === 'POST' ? {} : undefined);
  const deliveriesOf = (scope: CustomerScope) => deliveriesOfCustomer(api.db, scope);

  const plannedAhead = async (customer: CustomerScope = api.marie) => {
    const row = (await deliveriesOf(customer)).find(
      (delivery) =>
        delivery.status_id === DeliveryStatusId.Planned &&
        delivery.installation_date !== null &&
        Date.parse(delivery.installation_date) > testNow.getTime(),
    );
    if (!row) throw new Error('demo data: Marie has a delivery planned ahead');
    return row;
  };

  it('shows a planned delivery with its date, team window and what to prepare', async () => {
    const planned = await plannedAhead();
    const response = await call(
      'demo',
      api.marie.customerId,
      'GET',
      `/api/deliveries/${planned.id}`,
    );
    expect(response.statusCode).toBe(200);
    const delivery = response.json().data;
    expect(delivery).toMatchObject({
      orderDeliveryId: planned.id,
      offerTypeId: planned.offer_type_id,
      orderId: planned.order_id,
      state: 'planned',
      plannedDate: planned.installation_date,
      confirmedAt: null,
      canConfirm: true,
    });
    expect(delivery.teamWindow.from).toBe(planned.installation_date);
    expect(Date.parse(delivery.teamWindow.to)).toBeGreaterThan(
      Date.parse(planned.installation_date ?? ''),
    );
    expect(delivery.preparations.length).toBeGreaterThan(0);
    const byOrder = await call(
      'demo',
      api.marie.customerId,
      'GET',
      `/api/deliveries/orders/${planned.order_id}`,
    );
    expect(byOrder.statusCode).toBe(200);
    expect(byOrder.json().data.orderDeliveryId).toBe(planned.id);
  });

  /** The articles of the signed version of the delivery's order, straight from the tables. */
  const signedArticles = async (delivery: { tenant_id: number; order_id: number }) => {
    const version = await api.db
      .selectFrom('orders')
      .innerJoin('offer_versions', (join) =>
        join
          .onRef('offer_versions.offer_id', '=', 'orders.offer_id')
          .onRef('offer_versions.tenant_id', '=', 'orders.tenant_id'),
      )
      .select('offer_versions.id')
      .where('orders.tenant_id', '=', delivery.tenant_id)
      .where('orders.id', '=', delivery.order_id)
      .where('offer_versions.signed_at', 'is not', null)
      .executeTakeFirstOrThrow();
    return api.db
      .selectFrom('offer_articles')
      .selectAll()
      .where('tenant_id', '=', delivery.tenant_id)
      .where('offer_version_id', '=', version.id)
      .execute();
  };

  type Shown = { quantity: number; descriptionLanguageText: string };
  const byText = (articles: Shown[]) =>
    articles
      .map(({ quantity, descriptionLanguageText }) => ({ quantity, descriptionLanguageText }))
      .sort((a, b) => a.descriptionLanguageText.localeCompare(b.descriptionLanguageText));

  it("carries the delivery's articles with quantities in the customer's language", async () => {
    const planned = await plannedAhead();
    const expectedNl = await signedArticles(planned);
    expect(expectedNl.length).toBeGreaterThan(0);
    const shown = (
      await call('demo', api.marie.customerId, 'GET', `/api/deliveries/${planned.id}`)
    ).json().data;
    expect(byText(shown.articles)).toEqual(
      byText(
        expectedNl.map((row) => ({
          quantity: row.quantity,
          descriptionLanguageText: row.description_nl ?? row.description_en ?? '',
        })),
      ),
    );
    const byOrder = (
      await call('demo', api.marie.customerId, 'GET', `/api/deliveries/orders/${planned.order_id}`)
    ).json().data;
    expect(byOrder.articles).toEqual(shown.articles);

    // A French-speaking customer of the other tenant reads the French descriptions.
    const [french] = await deliveriesOf(api.camille);
    if (!french) throw new Error('demo data: Camille has a delivery');
    const expectedFr = await signedArticles(french);
    expect(expectedFr.some((row) => row.description_fr !== row.description_nl)).toBe(true);
    const shownFr = (
      await call('helios', api.camille.customerId, 'GET', `/api/deliveries/${french.id}`)
    ).json().data;
    expect(byText(shownFr.articles)).toEqual(
      byText(
        expectedFr.map((row) => ({
          quantity: row.quantity,
          // Spec §3: the customer's language, falling back to nl, then en.
          descriptionLanguageText:
            row.description_fr ?? row.description_nl ?? row.description_en ?? '',
        })),
      ),
    );
  });

  it('confirms a planned delivery once; a repeat returns the first confirmation', async () => {
    // A customer of its own with Marie's planned delivery: Marie's stays unconfirmed for the rest.
    const customer = await freshCustomer(api.db, { like: marieClaes });
    const planned = await plannedAhead(customer);
    const first = await call(
      'demo',
      customer.customerId,
      'POST',
      `/api/deliveries/${planned.id}/confirm`,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      confirmedAt: testNow.toISOString(),
      canConfirm: false,
    });
    const again = await call(
      'demo',
      customer.customerId,
      'POST',
      `/api/deliveries/${planned.id}/confirm`,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().data.confirmedAt).toBe(testNow.toISOString());
    const shown = (
      await call('demo', customer.customerId, 'GET', `/api/deliveries/${planned.id}`)
    ).json();
    expect(shown.data.confirmedAt).toBe(testNow.toISOString());
    const audit = await api.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'delivery.confirmed')
      .where('entity_id', '=', planned.id)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses to confirm a delivery that is not planned or already done', async () => {
    const toPlan = (await deliveriesOf(api.marie)).find((row) => row.installation_date === null);
    const done = (await deliveriesOf(api.jan)).find(
      (row) => row.status_id === DeliveryStatusId.Done,
    );
    if (!toPlan || !done) throw new Error('demo data: deliveries to plan and done');
    const notPlanned = await call(
      'demo',
      api.marie.customerId,
      'POST',
      `/api/deliveries/${toPlan.id}/confirm`,
    );
    expect(notPlanned.statusCode).toBe(409);
    expect(notPlanned.json().errors[0].message).toMatch(/not planned/);
    const shown = (
      await call('demo', api.jan.customerId, 'GET', `/api/deliveries/${done.id}`)
    ).json();
    expect(shown.data).toMatchObject({ state: 'done', canConfirm: false });
    expect(
      (await call('demo', api.jan.customerId, 'POST', `/api/deliveries/${done.id}/confirm`))
        .statusCode,
    ).toBe(409);
  });

  it("answers 404 for another customer's or another tenant's delivery", async () => {
    const planned = await plannedAhead();
    const byOrder = `/api/deliveries/orders/${planned.order_id}`;
    expect((await call('demo', api.jan.customerId, 'GET', byOrder)).statusCode).toBe(404);
    expect((await call('helios', api.camille.customerId, 'GET', byOrder)).statusCode).toBe(404);
    for (const method of ['GET', 'POST'] as const) {
      const url = `/api/deliveries/${planned.id}${method === 'POST' ? '/confirm' : ''}`;
      expect((await call('demo', api.jan.customerId, method, url)).statusCode).toBe(404);
      expect((await call('helios', api.camille.customerId, method, url)).statusCode).toBe(404);
    }
  });
});
