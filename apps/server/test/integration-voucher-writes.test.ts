// Writing vouchers through the integration API on both databases (decision 054): every bad field
// listed with nothing changed, a voucher and its notification written together or not at all, a
// voucher sent by mistake removed, and vouchers in the batch with a bad one reported by its field.
import { ErrorCode } from '@portal/contract/error-code';
import { describe, expect, it } from 'vitest';
import { testDialects } from './databases.ts';
import { V1 } from './integration-api.ts';
import { voucherBody } from './integration-fixtures.ts';
import { vouchersOn } from './integration-vouchers-harness.ts';
import { refuseNotifications } from './refuse-notifications.ts';

describe.each(testDialects())('integration voucher writes on %s', (dialect) => {
  describe('lists every bad field of a voucher, changing nothing', () => {
    const { put, adoptJan, state } = vouchersOn(dialect);
    it('lists every bad field of a voucher, changing nothing', async () => {
      await adoptJan();
      const before = await state();
      const bad = await put('/vouchers/v-bad', {
        customerExternalId: 'v-jan',
        friendEmail: 'not-an-address',
        amount: 10.005,
        currency: 'USD',
        status: 'lost',
        code: ' ',
        validUntil: '31/12/2027',
      });
      expect(bad.statusCode).toBe(400);
      const fields = bad
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort();
      expect(fields).toEqual([
        'body.amount',
        'body.code',
        'body.currency',
        'body.friendEmail',
        'body.status',
        'body.validUntil',
      ]);
      expect(await state()).toEqual(before);
    });
  });

  describe('writes a voucher and its notification in one transaction, or neither', () => {
    const { api, put, adoptJan, toldOf, state } = vouchersOn(dialect);
    it('writes a voucher and its notification in one transaction, or neither', async () => {
      const jan = await adoptJan();
      const before = await state();
      await refuseNotifications(api.db, dialect, true);
      const refused = await put('/vouchers/v-tx', voucherBody('v-jan', null, { amount: 10 }));
      await refuseNotifications(api.db, dialect, false);
      expect(refused.statusCode).toBe(500);
      expect(await state()).toEqual(before);
      const toldBefore = await toldOf(jan);
      expect(
        (await put('/vouchers/v-tx', voucherBody('v-jan', null, { amount: 10 }))).statusCode,
      ).toBe(200);
      expect((await toldOf(jan)).slice(toldBefore.length)).toEqual([['loyaltyVoucherGranted', 10]]);
    });
  });

  describe('removes a voucher sent by mistake', () => {
    const { put, get, remove, adoptJan, loyaltyOf } = vouchersOn(dialect);
    it('removes a voucher sent by mistake', async () => {
      const jan = await adoptJan();
      const before = (await loyaltyOf(jan)).vouchers;
      await put('/vouchers/v-oops', voucherBody('v-jan', null, { amount: 7 }));
      expect((await loyaltyOf(jan)).vouchers.count).toBe(before.count + 1);
      const gone = await remove('/vouchers/v-oops');
      expect(gone.statusCode, gone.body).toBe(200);
      expect(gone.json().data).toEqual({ deleted: true });
      expect((await get('/vouchers/v-oops')).statusCode).toBe(404);
      expect((await remove('/vouchers/v-oops')).statusCode).toBe(404);
      expect((await loyaltyOf(jan)).vouchers).toEqual(before);
    });
  });

  describe('takes vouchers in the batch, reporting a bad one with its field', () => {
    const { api, get, adoptJan } = vouchersOn(dialect);
    it('takes vouchers in the batch, reporting a bad one with its field', async () => {
      await adoptJan();
      const batch = await api.call({
        method: 'POST',
        url: `${V1}/batch`,
        payload: {
          records: [
            {
              kind: 'voucher',
              externalId: 'v-b1',
              data: voucherBody('v-jan', null, { amount: 5 }),
            },
            { kind: 'voucher', externalId: 'v-b2', data: voucherBody('nobody', null) },
          ],
        },
      });
      expect(batch.statusCode, batch.body).toBe(200);
      expect(batch.json().data).toMatchObject({
        received: 2,
        accepted: 1,
        rejected: [
          {
            index: 1,
            kind: 'voucher',
            externalId: 'v-b2',
            errors: [{ field: 'data.customerExternalId', code: ErrorCode.Validation }],
          },
        ],
      });
      expect((await get('/vouchers/v-b1')).json().data).toMatchObject({
        amount: 5,
        status: 'issued',
      });
    });
  });
});
