// The loyalty programme (spec §9). A customer's personal code (made on first use) leads a friend to
// the tenant's referral page, where the friend leaves their details and becomes a lead: a referral
// in state invited, a mail to the company's sales address and the referral.lead integration event,
// in one transaction (the mail outbox delivers the mail). The company then records the friend's
// offer and order through the integration API (referral-progress.ts). One
// referral, so one voucher, per friend and tenant; self-referral and repeated leads are refused;
// the form is limited per client address (the route) and per e-mail address.
import { randomInt } from 'node:crypto';
import { ErrorCode } from '@portal/contract/error-code';
import type {
  Loyalty,
  Referral,
  ReferralLead,
  ReferralPage,
  SentVoucher,
} from '@portal/contract/loyalty';
import { LOYALTY_VOUCHER } from '@portal/domain/constants';
import { Feature } from '@portal/domain/feature';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from '@portal/domain/loyalty';
import type { Kysely } from 'kysely';
import type { AttemptRule } from '../../platform/cache/attempt-counter.ts';
import { createAttemptLimits } from '../../platform/cache/attempt-limits.ts';
import type { Database } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { assertFeature } from '../../platform/http/feature-gate.ts';
import {
  findCustomerByEmail,
  normalizeEmail,
} from '../../platform/identity/customer-repository.ts';
import { enqueueMail } from '../../platform/mail/mail-outbox-repository.ts';
import {
  type CustomerOwner,
  customerOwner,
  type RequestScope,
} from '../../platform/scope/request-scope.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { TenantRecord } from '../../platform/tenancy/tenant-record.ts';
import { recordIntegrationEvent } from '../integration-events/index.ts';
import {
  findLoyaltyCode,
  findReferrer,
  insertLoyaltyCode,
  insertReferral,
  listReferrals,
  type NewReferral,
  type ReferralRecord,
  type Referrer,
} from './loyalty-repository.ts';
import { type CustomerVoucher, listCustomerVouchers } from './loyalty-voucher-repository.ts';
import { renderReferralLeadMail } from './referral-lead-mail.ts';
import { voucherTotals } from './voucher-totals.ts';

const WINDOW_MS = 15 * 60_000;
/** Referral form limits (decision 043), each per 15 minutes. */
export const referralLimits = {
  /** Sending the form, per client address (counted by the route, before the body is read). */
  leadPerAddress: { name: 'address:referral-lead', limit: 10, windowMs: WINDOW_MS },
  /** Sending the form, per friend e-mail address and tenant. */
  leadPerEmail: { name: 'email:referral-lead', limit: 3, windowMs: WINDOW_MS },
  /** Reading the referral page, per client address. */
  pagePerAddress: { name: 'address:referral-page', limit: 60, windowMs: WINDOW_MS },
} satisfies Record<string, AttemptRule>;

export const ALREADY_KNOWN_MESSAGE =
  'This e-mail address is already known to us, so it cannot be referred.';

export interface LoyaltyService {
  /** GET loyalty: the customer's code, referred friends and vouchers (each referral's counted
   * once: the back office's when it sent one, else the derived one; voucher-totals.ts). */
  overview(scope: RequestScope): Promise<Loyalty>;
  /** GET loyalty/referrals/{code}: who invites the friend (their first name only). */
  referralPage(tenant: TenantRecord, code: string): Promise<ReferralPage>;
  /** POST loyalty/referrals/{code}: the friend becomes a lead of the company. */
  refer(tenant: TenantRecord, code: string, lead: ReferralLead): Promise<{ referred: true }>;
}

function newCode(): string {
  let code = '';
  for (let index = 0; index < REFERRAL_CODE_LENGTH; index += 1) {
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  }
  return code;
}

/** The customer's code, made now if they have none; a code another customer has is drawn again. */
export async function ensureLoyaltyCode(
  db: Kysely<Database>,
  owner: CustomerOwner,
  at: Date,
): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const existing = await findLoyaltyCode(db, owner);
    if (existing !== undefined) return existing;
    const code = newCode();
    if (await insertLoyaltyCode(db, owner, code, at.toISOString())) return code;
  }
  throw new Error('no free referral code after 5 draws');
}

function toReferral(record: ReferralRecord): Referral {
  return {
    id: record.id,
    name: record.name,
    state: record.state,
    referredAt: record.referredAt,
    offerAt: record.offerAt,
    orderedAt: record.orderedAt,
    voucherAmount: record.voucherCents / 100,
  };
}

function toSentVoucher(voucher: CustomerVoucher): SentVoucher {
  return {
    amount: voucher.amountCents / 100,
    status: voucher.status,
    code: voucher.code,
    validUntil: voucher.validUntil,
    friendName: voucher.friendName,
  };
}

/**
 * Records the friend as the referrer's lead, in the caller's transaction; refused (409, nothing
 * written) for the referrer's own address, a customer of the tenant, or a friend already
 * referred by anyone. One message for the three, so the form tells no more than "known".
 */
export async function recordReferral(
  trx: Kysely<Database>,
  tenantId: number,
  referrer: Referrer,
  friend: NewReferral,
): Promise<number> {
  const known = () =>
    new AppError(ErrorCode.Conflict, ALREADY_KNOWN_MESSAGE, { field: 'body.email' });
  if (friend.email === normalizeEmail(referrer.email)) throw known();
  if (await findCustomerByEmail(trx, tenantId, friend.email)) throw known();
  const id = await insertReferral(trx, { tenantId, customerId: referrer.customerId }, friend);
  if (id === undefined) throw known();
  return id;
}

/** Where the company hears of leads: its sales address, else its contact address. */
function salesAddress(tenant: TenantRecord): string | undefined {
  const { salesEmail, contactEmail } = tenant.portalConfig.config;
  if (typeof salesEmail === 'string' && salesEmail.includes('@')) return salesEmail;
  return typeof contactEmail === 'string' && contactEmail.includes('@') ? contactEmail : undefined;
}

export function createLoyaltyService(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'outbox' | 'attempts'>,
): LoyaltyService {
  const { db, clock, outbox } = deps;
  const limits = createAttemptLimits(deps);

  async function referrerOf(tenant: TenantRecord, code: string): Promise<Referrer> {
    assertFeature(tenant, Feature.Loyalty);
    const referrer = await findReferrer(db, tenant.id, code);
    if (!referrer) throw new AppError(ErrorCode.NotFound, 'This referral link is not known.');
    return referrer;
  }

  return {
    async overview(scope) {
      assertFeature(scope.tenant, Feature.Loyalty);
      const owner = customerOwner(scope);
      const code = await ensureLoyaltyCode(db, owner, clock());
      const vouchers = await listCustomerVouchers(db, owner);
      const totals = voucherTotals(await listReferrals(db, owner), vouchers);
      return {
        code,
        referrals: totals.referrals.map(toReferral),
        vouchers: {
          count: totals.count,
          total: totals.totalCents / 100,
          currency: LOYALTY_VOUCHER.currency,
          sent: vouchers.map(toSentVoucher).reverse(),
        },
      };
    },

    async referralPage(tenant, code) {
      const referrer = await referrerOf(tenant, code);
      return { code, referrerFirstName: referrer.firstName };
    },

    async refer(tenant, code, lead) {
      const referrer = await referrerOf(tenant, code);
      const email = normalizeEmail(lead.email);
      await limits.take(
        referralLimits.leadPerEmail,
        `${tenant.id}:${email}`,
        'Too many referrals of this e-mail address, try again later.',
      );
      const now = clock();
      const friend = {
        name: lead.name,
        email,
        phone: lead.phone,
        postalCode: lead.postalCode,
        consentAt: now.toISOString(),
        at: now.toISOString(),
      };
      const to = salesAddress(tenant);
      const leadMail = async (trx: Kysely<Database>) => {
        if (to === undefined) return undefined;
        const rendered = renderReferralLeadMail({
          tenant,
          language: tenant.defaultLanguage,
          friend: { ...friend, consentAt: friend.consentAt },
          referrer,
        });
        const link = `${outbox.tenantOrigin(tenant.subdomain)}/`;
        return enqueueMail(
          trx,
          {
            tenantId: tenant.id,
            purpose: 'referral-lead',
            to,
            fromName: tenant.name,
            ...rendered,
            link,
          },
          now.toISOString(),
        );
      };
      const mailId = await db.transaction().execute(async (trx) => {
        const referralId = await recordReferral(trx, tenant.id, referrer, friend);
        const queued = await leadMail(trx);
        // Last: on PostgreSQL the event holds the tenant's event lock until the commit.
        await recordIntegrationEvent(trx, {
          tenantId: tenant.id,
          type: 'referral.lead',
          entityId: referralId,
          data: {
            customerId: referrer.customerId,
            referralId,
            friend: {
              name: friend.name,
              email: friend.email,
              phone: friend.phone,
              postalCode: friend.postalCode,
            },
            consentAt: friend.consentAt,
          },
          at: now,
        });
        return queued;
      });
      if (mailId !== undefined) await outbox.deliver(mailId);
      return { referred: true };
    },
  };
}
