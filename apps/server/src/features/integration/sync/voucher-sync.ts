// Vouchers written by the back office (decision 054). A voucher belongs to a customer
// of the tenant and rewards one of their referrals (named by the friend's e-mail address) or none
// (goodwill). Once the back office sends a referral's voucher, the customer's loyalty answer counts
// that one instead of the derived voucher of the referral, so never both. Its status goes from
// issued to redeemed or cancelled, both final (a final voucher does not change: 409, nothing
// written); it does not move to another customer or referral. A new voucher, and a redemption,
// tell the customer in the transaction of the change, once: not a referral's voucher that the
// friend's order already told them of.
import { ErrorCode } from '@portal/contract/error-code';
import type { IntegrationVoucher, VoucherUpsert } from '@portal/contract/integration/vouchers';
import type { NotificationKey } from '@portal/contract/notifications';
import { ReferralState, VoucherStatus, voucherMovesTo } from '@portal/domain/loyalty';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { normalizeEmail } from '../../../platform/identity/customer-repository.ts';
import type { IntegrationRequestScope } from '../../../platform/scope/integration-scope.ts';
import type { CustomerOwner } from '../../../platform/scope/request-scope.ts';
import type { ServiceDeps } from '../../../platform/service-deps.ts';
import {
  deleteVoucher,
  findReferralOfFriend,
  findVoucherByExternalId,
  findVoucherOfReferral,
  insertVoucher,
  type StoredVoucher,
  updateVoucher,
  type VoucherValues,
} from '../../loyalty/index.ts';
import { notify } from '../../notifications/index.ts';
import { refuseIfErased } from '../erased-customer.ts';
import { unknownReference } from '../external-reference.ts';
import { lifecycleRefusal } from '../lifecycle.ts';
import { findCustomerIdByExternalId } from '../repositories/external-customers.ts';
import { onceMoreOnRace } from '../unique-violation.ts';

type Scope = IntegrationRequestScope;

export interface VoucherSync {
  upsertVoucher(
    scope: Scope,
    externalId: string,
    input: VoucherUpsert,
  ): Promise<IntegrationVoucher>;
  getVoucher(scope: Scope, externalId: string): Promise<IntegrationVoucher>;
  removeVoucher(scope: Scope, externalId: string): Promise<void>;
}

const voucherNotFound = () => new AppError(ErrorCode.NotFound, 'No voucher with this external id.');

function sameValues(stored: StoredVoucher, values: VoucherValues): boolean {
  return (
    stored.referralId === values.referralId &&
    stored.amountCents === values.amountCents &&
    stored.status === values.status &&
    stored.code === values.code &&
    stored.validUntil === values.validUntil
  );
}

/** Tells the customer of their voucher, in the caller's transaction. */
function tell(
  trx: Kysely<Database>,
  owner: CustomerOwner,
  key: NotificationKey,
  cents: number,
  at: Date,
) {
  return notify(trx, owner, { key, action: 'loyalty', params: { amount: cents / 100 } }, at);
}

export function createVoucherSync(deps: Pick<ServiceDeps, 'db' | 'clock'>): VoucherSync {
  const { db, clock } = deps;

  async function readVoucher(tenantId: number, externalId: string): Promise<IntegrationVoucher> {
    const voucher = await findVoucherByExternalId(db, tenantId, externalId);
    if (!voucher || voucher.customerExternalId === null) throw voucherNotFound();
    return {
      externalId,
      customerExternalId: voucher.customerExternalId,
      friendEmail: voucher.friendEmail,
      amount: voucher.amountCents / 100,
      currency: 'EUR',
      status: voucher.status,
      code: voucher.code,
      validUntil: voucher.validUntil,
      createdAt: voucher.createdAt,
      updatedAt: voucher.updatedAt,
    };
  }

  /** The customer's referral of this friend, or a 400 naming the field. */
  async function referralOf(tenantId: number, customerId: number, friendEmail: string) {
    const referral = await findReferralOfFriend(db, tenantId, normalizeEmail(friendEmail));
    if (referral?.customerId !== customerId) {
      throw unknownReference('body.friendEmail', 'referral of the customer', 'e-mail address');
    }
    return referral;
  }

  async function change(owner: CustomerOwner, existing: StoredVoucher, values: VoucherValues) {
    if (!voucherMovesTo(existing.status, values.status)) {
      throw lifecycleRefusal(
        `A voucher does not move from '${existing.status}' to '${values.status}'.`,
        'body.status',
      );
    }
    if (existing.status !== VoucherStatus.Issued) {
      throw lifecycleRefusal(`A ${existing.status} voucher does not change.`, 'body');
    }
    await db.transaction().execute(async (trx) => {
      const at = clock();
      // Written only if still issued, so of two contradictory moves sent at once one is refused.
      const from = existing.status;
      const moved = await updateVoucher(trx, owner, existing.id, values, at.toISOString(), from);
      if (!moved) {
        throw lifecycleRefusal(
          'The voucher changed meanwhile: read it and send again.',
          'body.status',
        );
      }
      if (values.status === VoucherStatus.Redeemed) {
        await tell(trx, owner, 'loyaltyVoucherRedeemed', values.amountCents, at);
      }
    });
  }

  async function upsertVoucher(scope: Scope, externalId: string, input: VoucherUpsert) {
    const tenantId = scope.tenant.id;
    const customerId = await findCustomerIdByExternalId(db, tenantId, input.customerExternalId);
    if (customerId === undefined) throw unknownReference('body.customerExternalId', 'customer');
    await refuseIfErased(db, { tenantId, customerId }, 'body.customerExternalId');
    const referral =
      input.friendEmail === null
        ? undefined
        : await referralOf(tenantId, customerId, input.friendEmail);
    const values: VoucherValues = {
      referralId: referral?.id ?? null,
      amountCents: Math.round(input.amount * 100),
      status: input.status,
      code: input.code,
      validUntil: input.validUntil,
    };
    const owner = { tenantId, customerId };
    const existing = await findVoucherByExternalId(db, tenantId, externalId);
    if (existing) {
      if (existing.customerId !== customerId) {
        throw lifecycleRefusal(
          'A voucher does not move to another customer.',
          'body.customerExternalId',
        );
      }
      if (existing.referralId !== values.referralId) {
        throw lifecycleRefusal('A voucher does not move to another referral.', 'body.friendEmail');
      }
      if (!sameValues(existing, values)) await change(owner, existing, values);
      return readVoucher(tenantId, externalId);
    }
    if (referral) {
      const other = await findVoucherOfReferral(db, tenantId, referral.id);
      if (other !== undefined) {
        throw lifecycleRefusal(
          `This referral has its voucher already: '${other}'.`,
          'body.friendEmail',
        );
      }
    }
    await db.transaction().execute(async (trx) => {
      const at = clock();
      await insertVoucher(trx, owner, externalId, values, at.toISOString());
      // The friend's order told the referrer of this referral's voucher already.
      const told = referral?.state === ReferralState.Ordered;
      if (values.status === VoucherStatus.Cancelled || told) return;
      const key = referral ? 'loyaltyVoucherEarned' : 'loyaltyVoucherGranted';
      await tell(trx, owner, key, values.amountCents, at);
    });
    return readVoucher(tenantId, externalId);
  }

  return {
    // A second call that lost the race to create the same voucher runs again, as an update.
    upsertVoucher: (...args) => onceMoreOnRace(() => upsertVoucher(...args)),
    getVoucher: (scope, externalId) => readVoucher(scope.tenant.id, externalId),
    async removeVoucher(scope, externalId) {
      const voucher = await findVoucherByExternalId(db, scope.tenant.id, externalId);
      if (!voucher) throw voucherNotFound();
      await deleteVoucher(db, scope.tenant.id, voucher.id);
    },
  };
}
