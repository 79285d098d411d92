// The app, database and calls of one voucher test through the integration API (decision 054):
// each test gets its own, so that it starts from the demo as seeded.
import { expect } from 'vitest';
import type { Dialect } from '../src/platform/db/dialect-helpers.ts';
import { useIntegrationApi, V1 } from './integration-api.ts';
import { customerBody } from './integration-fixtures.ts';
import { type BearerFor, realmBearers } from './realm-tokens.ts';

export interface SentVoucher {
  amount: number;
  status: string;
  code: string | null;
  validUntil: string | null;
  friendName: string | null;
}

export interface LoyaltyAnswer {
  referrals: { name: string; state: string; voucherAmount: number }[];
  vouchers: { count: number; total: number; currency: string; sent: SentVoucher[] };
}

/** What the vouchers come to, without the list of those sent. */
export const totalsOf = ({ vouchers: { sent: _sent, ...totals } }: LoyaltyAnswer) => totals;

/** One test's app and database, and the calls its tests make: every test starts from the demo
 * as seeded, so that none counts on what another wrote. */
export function vouchersOn(dialect: Dialect) {
  const api = useIntegrationApi(dialect);
  let bearerFor: BearerFor | undefined;
  const put = (url: string, payload: unknown) =>
    api.call({ method: 'PUT', url: `${V1}${url}`, payload });
  const get = (url: string) => api.call({ method: 'GET', url: `${V1}${url}` });
  const remove = (url: string) => api.call({ method: 'DELETE', url: `${V1}${url}` });
  const demo = () => api.tenantId('demo');

  /** Jan (the demo's referrer: Koen ordered, Els has an offer, Bart left his details) as v-jan. */
  async function adoptJan(): Promise<number> {
    const jan = await api.db
      .selectFrom('customers')
      .select(['id', 'first_name'])
      .where('tenant_id', '=', demo())
      .where('email', '=', 'jan.peeters@example.be')
      .executeTakeFirstOrThrow();
    const adopted = await put('/customers/v-jan', {
      ...customerBody('jan', 'nl'),
      email: 'jan.peeters@example.be',
      firstName: jan.first_name,
    });
    expect(adopted.statusCode, adopted.body).toBe(200);
    return jan.id;
  }

  async function loyaltyOf(customerId: number): Promise<LoyaltyAnswer> {
    bearerFor ??= await realmBearers(api.app, ['demo']);
    const response = await api.app.server.inject({
      method: 'GET',
      url: '/api/loyalty',
      headers: { 'x-subdomain': 'demo', authorization: await bearerFor('demo', customerId) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  const voucherOf = (loyalty: LoyaltyAnswer, name: string) =>
    loyalty.referrals.find((referral) => referral.name === name)?.voucherAmount;

  const toldOf = async (customerId: number) =>
    (
      await api.db
        .selectFrom('notifications')
        .select(['notification_key', 'params'])
        .where('tenant_id', '=', demo())
        .where('customer_id', '=', customerId)
        .where('notification_key', 'like', 'loyaltyVoucher%')
        .orderBy('id')
        .execute()
    ).map((row) => [row.notification_key, JSON.parse(row.params).amount]);

  /** Everything a voucher call may write. */
  const state = async () => ({
    vouchers: await api.db.selectFrom('loyalty_vouchers').selectAll().orderBy('id').execute(),
    referrals: await api.db.selectFrom('loyalty_referrals').selectAll().orderBy('id').execute(),
    notifications: await api.db.selectFrom('notifications').select('id').orderBy('id').execute(),
  });

  return { api, put, get, remove, demo, adoptJan, loyaltyOf, voucherOf, toldOf, state };
}
