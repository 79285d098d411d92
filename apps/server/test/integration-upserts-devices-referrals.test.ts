// The integration API's monitoring-device and loyalty writes on both databases (decision
// 054), through the real app: a device's id is unique in the tenant and a removed device
// takes its history along; a referred friend's offer and order move their referral on, earning the
// referrer's voucher once.
import { describe, expect, it } from 'vitest';
import { insertReferral } from '../src/features/loyalty/loyalty-repository.ts';
import { testDialects } from './databases.ts';
import { V1 } from './integration-api.ts';
import { customerBody, offerBody, orderBody } from './integration-fixtures.ts';
import { useIntegrationUpserts } from './integration-upserts-helpers.ts';
import { testNow } from './test-app.ts';

describe.each(testDialects())('integration upserts of devices and referrals on %s', (dialect) => {
  const { api, put, get, notificationsOf, seededJan } = useIntegrationUpserts(dialect);

  it('keeps a device’s id unique in the tenant, and removes the device with its history', async () => {
    await put('/customers/c-110', customerBody('hundred-ten'));
    await put('/customers/c-111', customerBody('hundred-eleven'));
    const device = {
      customerExternalId: 'c-110',
      deviceId: 'HW-110',
      name: 'P1',
      monitoringIntegration: 'homewizard',
    };
    const made = await put('/monitoring-devices/m-110', device);
    expect(made.statusCode, made.body).toBe(200);
    expect((await put('/monitoring-devices/m-110', device)).body).toBe(made.body);
    const renamed = await put('/monitoring-devices/m-110', { ...device, name: 'Meter' });
    expect(renamed.json().data.name).toBe('Meter');
    const taken = await put('/monitoring-devices/m-111', {
      ...device,
      customerExternalId: 'c-111',
    });
    expect(taken.statusCode).toBe(409);
    const moved = await put('/monitoring-devices/m-110', {
      ...device,
      customerExternalId: 'c-111',
    });
    expect(moved.statusCode).toBe(409);
    const removed = await api.call({ method: 'DELETE', url: `${V1}/monitoring-devices/m-110` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await get('/monitoring-devices/m-110')).statusCode).toBe(404);
    // A first sync adopts Jan's seeded flexio device; removing it takes its history along.
    const jan = await seededJan();
    await put('/customers/erp-jan', {
      ...customerBody('jan', 'nl'),
      email: 'jan.peeters@example.be',
      firstName: jan.first_name,
    });
    const flexio = {
      customerExternalId: 'erp-jan',
      deviceId: 'FLX-7A31C0',
      name: 'Flexio',
      monitoringIntegration: 'flexio',
    };
    const adopted = await put('/monitoring-devices/m-jan', flexio);
    expect(adopted.statusCode, adopted.body).toBe(200);
    const flexioRow = await api.db
      .selectFrom('monitoring_devices')
      .select('id')
      .where('tenant_id', '=', api.tenantId('demo'))
      .where('device_id', '=', 'FLX-7A31C0')
      .executeTakeFirstOrThrow();
    const history = () =>
      api.db
        .selectFrom('monitoring_energy')
        .select('id')
        .where('monitoring_device_id', '=', flexioRow.id)
        .execute();
    expect((await history()).length).toBeGreaterThan(0);
    const gone = await api.call({ method: 'DELETE', url: `${V1}/monitoring-devices/m-jan` });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await history()).toEqual([]);
  });

  it('moves a referred friend’s referral on with their offer and earns the voucher with their order, once', async () => {
    const marie = await api.db
      .selectFrom('customers')
      .select('id')
      .where('tenant_id', '=', api.tenantId('demo'))
      .where('email', '=', 'marie.claes@example.be')
      .executeTakeFirstOrThrow();
    const referrer = { tenantId: api.tenantId('demo'), customerId: marie.id };
    await insertReferral(api.db, referrer, {
      name: 'Friend',
      email: 'sync.friend@example.be',
      phone: null,
      postalCode: null,
      consentAt: testNow.toISOString(),
      at: testNow.toISOString(),
    });
    const referral = () =>
      api.db
        .selectFrom('loyalty_referrals')
        .select(['status', 'voucher_amount_cents'])
        .where('friend_email', '=', 'sync.friend@example.be')
        .executeTakeFirstOrThrow();
    await put('/customers/c-friend', customerBody('friend'));
    await put('/offers/o-friend', offerBody('c-friend'));
    expect(await referral()).toMatchObject({ status: 'offer' });
    await put('/orders/r-friend', orderBody('o-friend'));
    await put('/orders/r-friend', orderBody('o-friend', 'confirmed'));
    expect(await referral()).toMatchObject({ status: 'ordered', voucher_amount_cents: 10_000 });
    const told = (await notificationsOf(marie.id)).filter(
      (row) => row.notification_key === 'loyaltyVoucherEarned',
    );
    expect(told).toHaveLength(1);
  });
});
