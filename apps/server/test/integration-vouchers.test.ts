// Vouchers through the integration API on both databases (decision 054), through the
// real app: the same PUT twice is one row and the same answer; a referral's voucher from the back
// office replaces the one derived from the friend's order, so the customer's loyalty answer counts
// it once, and the customer is told of it once; a goodwill voucher counts besides; a redemption is
// told once; final statuses do not change; every refusal leaves the vouchers, the referrals and
// the notifications as they were.
import { ErrorCode } from '@portal/contract/error-code';
import { describe, expect, it } from 'vitest';
import { insertReferral } from '../src/features/loyalty/loyalty-repository.ts';
import { testDialects } from './databases.ts';
import { V1 } from './integration-api.ts';
import { customerBody, offerBody, orderBody, voucherBody } from './integration-fixtures.ts';
import { totalsOf, vouchersOn } from './integration-vouchers-harness.ts';
import { testNow } from './test-app.ts';

describe.each(testDialects())('integration vouchers on %s', (dialect) => {
  describe('counts a referral’s voucher once, whichever side wrote it, and tells the customer once', () => {
    const { put, get, adoptJan, loyaltyOf, voucherOf, toldOf, state } = vouchersOn(dialect);
    it('counts a referral’s voucher once, whichever side wrote it, and tells the customer once', async () => {
      const jan = await adoptJan();
      const before = await loyaltyOf(jan);
      expect(before.vouchers).toEqual({ count: 1, total: 100, currency: 'EUR', sent: [] });
      const toldBefore = await toldOf(jan);

      // Koen's order earned the derived voucher and told Jan: the back office's is that voucher.
      const koen = await put('/vouchers/v-koen', voucherBody('v-jan', 'Koen.DeSmet@example.be'));
      expect(koen.statusCode, koen.body).toBe(200);
      expect(koen.json().data).toMatchObject({
        externalId: 'v-koen',
        customerExternalId: 'v-jan',
        friendEmail: 'koen.desmet@example.be',
        amount: 100,
        currency: 'EUR',
        status: 'issued',
        code: 'VB-2026-001',
        validUntil: '2027-12-31',
      });
      const again = await put('/vouchers/v-koen', voucherBody('v-jan', 'koen.desmet@example.be'));
      expect(again.body).toBe(koen.body);
      expect((await get('/vouchers/v-koen')).json().data).toEqual(koen.json().data);
      expect((await state()).vouchers.filter((row) => row.external_id === 'v-koen')).toHaveLength(
        1,
      );
      expect(await toldOf(jan)).toEqual(toldBefore);
      const koenSent = await loyaltyOf(jan);
      expect(totalsOf(koenSent)).toEqual(totalsOf(before));
      // The customer now sees the code and the last day to use it.
      expect(koenSent.vouchers.sent).toEqual([
        {
          amount: 100,
          status: 'issued',
          code: 'VB-2026-001',
          validUntil: '2027-12-31',
          friendName: 'Koen De Smet',
        },
      ]);

      // Els has an offer only: the back office's voucher for her is new, and told once.
      const els = voucherBody('v-jan', 'els.wuyts@example.be', { amount: 150, code: null });
      expect((await put('/vouchers/v-els', els)).statusCode).toBe(200);
      expect((await put('/vouchers/v-els', els)).statusCode).toBe(200);
      // A goodwill voucher counts besides the referrals'.
      const gift = voucherBody('v-jan', null, { amount: 25.5 });
      expect((await put('/vouchers/v-gift', gift)).json().data).toMatchObject({
        friendEmail: null,
        amount: 25.5,
      });
      expect((await toldOf(jan)).slice(toldBefore.length)).toEqual([
        ['loyaltyVoucherEarned', 150],
        ['loyaltyVoucherGranted', 25.5],
      ]);
      const after = await loyaltyOf(jan);
      expect(totalsOf(after)).toEqual({ count: 3, total: 275.5, currency: 'EUR' });
      // Newest first: the gift (no friend), Els's (no code yet), Koen's.
      expect(
        after.vouchers.sent.map(({ amount, code, friendName }) => [amount, code, friendName]),
      ).toEqual([
        [25.5, 'VB-2026-001', null],
        [150, null, 'Els Wuyts'],
        [100, 'VB-2026-001', 'Koen De Smet'],
      ]);
      expect(voucherOf(after, 'Els Wuyts')).toBe(150);
      expect(voucherOf(after, 'Koen De Smet')).toBe(100);

      // Els orders later: her referral moves on, but her voucher is still the back office's one.
      await put('/customers/v-els', { ...customerBody('els'), email: 'els.wuyts@example.be' });
      await put('/offers/o-els', offerBody('v-els'));
      expect((await put('/orders/r-els', orderBody('o-els'))).statusCode).toBe(200);
      const ordered = await loyaltyOf(jan);
      expect(ordered.referrals.find((referral) => referral.name === 'Els Wuyts')?.state).toBe(
        'ordered',
      );
      expect(ordered.vouchers).toEqual(after.vouchers);
      expect(voucherOf(ordered, 'Els Wuyts')).toBe(150);
      expect((await toldOf(jan)).slice(toldBefore.length)).toHaveLength(2);
    });
  });

  describe('updates an issued voucher, tells its redemption once, and keeps a final one as it is', () => {
    const { put, adoptJan, loyaltyOf, voucherOf, toldOf, state } = vouchersOn(dialect);
    it('updates an issued voucher, tells its redemption once, and keeps a final one as it is', async () => {
      const jan = await adoptJan();
      await put('/customers/v-other', customerBody('other'));
      const bart = (changes: Parameters<typeof voucherBody>[2]) =>
        voucherBody('v-jan', 'bart.mertens@example.be', changes);
      expect((await put('/vouchers/v-bart', bart({}))).statusCode).toBe(200);
      const updated = await put('/vouchers/v-bart', bart({ amount: 120, code: 'VB-NEW' }));
      expect(updated.json().data).toMatchObject({ amount: 120, code: 'VB-NEW', status: 'issued' });
      const toldBefore = await toldOf(jan);
      const redeemed = bart({ amount: 120, code: 'VB-NEW', status: 'redeemed' });
      const first = await put('/vouchers/v-bart', redeemed);
      expect(first.json().data.status).toBe('redeemed');
      expect((await put('/vouchers/v-bart', redeemed)).body).toBe(first.body);
      expect((await toldOf(jan)).slice(toldBefore.length)).toEqual([
        ['loyaltyVoucherRedeemed', 120],
      ]);
      const counted = await loyaltyOf(jan);
      expect(voucherOf(counted, 'Bart Mertens')).toBe(120);

      // A cancelled goodwill voucher tells nothing and counts for nothing.
      const cancelled = voucherBody('v-jan', null, { amount: 40, status: 'cancelled' });
      expect((await put('/vouchers/v-void', cancelled)).statusCode).toBe(200);
      const withVoid = await loyaltyOf(jan);
      expect(totalsOf(withVoid)).toEqual(totalsOf(counted));
      // Shown as cancelled, so the customer knows why it does not count.
      expect(withVoid.vouchers.sent[0]).toMatchObject({ amount: 40, status: 'cancelled' });
      expect(withVoid.vouchers.sent[1]).toMatchObject({ amount: 120, status: 'redeemed' });

      const before = await state();
      const refusals: [string, unknown, string][] = [
        [
          '/vouchers/v-bart',
          bart({ amount: 120, code: 'VB-NEW', status: 'issued' }),
          'body.status',
        ],
        [
          '/vouchers/v-bart',
          bart({ amount: 120, code: 'VB-NEW', status: 'cancelled' }),
          'body.status',
        ],
        ['/vouchers/v-bart', bart({ amount: 130, code: 'VB-NEW', status: 'redeemed' }), 'body'],
        ['/vouchers/v-bart', voucherBody('v-jan', null, { amount: 120 }), 'body.friendEmail'],
        [
          '/vouchers/v-void',
          voucherBody('v-other', null, { amount: 40 }),
          'body.customerExternalId',
        ],
        [
          '/vouchers/v-void',
          voucherBody('v-jan', null, { amount: 40, status: 'redeemed' }),
          'body.status',
        ],
        [
          '/vouchers/v-void',
          voucherBody('v-jan', null, { amount: 40, status: 'issued' }),
          'body.status',
        ],
      ];
      for (const [url, body, field] of refusals) {
        const refused = await put(url, body);
        expect(refused.statusCode, `${url} ${refused.body}`).toBe(409);
        expect(refused.json()).toMatchObject({
          data: null,
          errors: [{ code: ErrorCode.Conflict, field }],
        });
      }
      expect(await state()).toEqual(before);
    });
  });

  describe('refuses an unknown customer, another tenant’s, and a referral not the customer’s, changing nothing', () => {
    const { api, put, get, demo, adoptJan, state } = vouchersOn(dialect);
    it('refuses an unknown customer, another tenant’s, and a referral not the customer’s, changing nothing', async () => {
      const jan = await adoptJan();
      await put('/customers/v-other', customerBody('other'));
      const helios = await api.call({
        method: 'PUT',
        url: `${V1}/customers/v-helios`,
        payload: customerBody('helios'),
        subdomain: 'helios',
      });
      expect(helios.statusCode, helios.body).toBe(200);
      await insertReferral(
        api.db,
        { tenantId: demo(), customerId: jan },
        {
          name: 'Friend',
          email: 'voucher.friend@example.be',
          phone: null,
          postalCode: null,
          consentAt: testNow.toISOString(),
          at: testNow.toISOString(),
        },
      );
      const friend = voucherBody('v-jan', 'voucher.friend@example.be');
      expect((await put('/vouchers/v-friend', friend)).statusCode).toBe(200);

      const before = await state();
      const refusals: [string, unknown, number, string][] = [
        ['/vouchers/v-x1', voucherBody('nobody', null), 400, 'body.customerExternalId'],
        ['/vouchers/v-x2', voucherBody('v-helios', null), 400, 'body.customerExternalId'],
        ['/vouchers/v-x3', voucherBody('v-jan', 'nobody@example.be'), 400, 'body.friendEmail'],
        [
          '/vouchers/v-x4',
          voucherBody('v-other', 'voucher.friend@example.be'),
          400,
          'body.friendEmail',
        ],
        // One voucher a referral: a second id for it is refused.
        ['/vouchers/v-x5', friend, 409, 'body.friendEmail'],
      ];
      for (const [url, body, status, field] of refusals) {
        const refused = await put(url, body);
        expect(refused.statusCode, `${url} ${refused.body}`).toBe(status);
        const code = status === 400 ? ErrorCode.Validation : ErrorCode.Conflict;
        expect(refused.json()).toMatchObject({ data: null, errors: [{ code, field }] });
      }
      // Helios's client finds none of demo's vouchers, nor can it name demo's customer.
      const foreign = await api.call({
        method: 'GET',
        url: `${V1}/vouchers/v-friend`,
        subdomain: 'helios',
      });
      expect(foreign.statusCode).toBe(404);
      const hung = await api.call({
        method: 'PUT',
        url: `${V1}/vouchers/v-x6`,
        payload: voucherBody('v-jan', null),
        subdomain: 'helios',
      });
      expect(hung.statusCode).toBe(400);
      expect(hung.json().errors[0].field).toBe('body.customerExternalId');
      expect(await state()).toEqual(before);
      expect((await get('/vouchers/v-x1')).statusCode).toBe(404);
    });
  });
});
