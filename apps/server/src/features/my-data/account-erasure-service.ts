// Erase my account (decision 098). The customer asks from the account page; a link valid for 24
// hours is mailed to them. Confirming it erases in one transaction: what the law lets go is
// deleted or made anonymous, what it makes the installer keep (invoices, signed contracts) is
// kept and locked (the account signs in no more, and nothing of it can be changed from the
// portal), the account.erased integration event tells the installer, and the confirmation mail,
// listing what is kept with the legal reason, is queued. Once committed: the files go, every
// session ends on every instance, the mail is delivered and then deleted from the outbox.
import { ErrorCode } from '@portal/contract/error-code';
import type { ErasureDone, ErasureRequested, KeptRecord } from '@portal/contract/my-data';
import type { Language } from '@portal/contract/portal';
import type { AttemptRule } from '../../platform/cache/attempt-counter.ts';
import { createAttemptLimits } from '../../platform/cache/attempt-limits.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { findCustomerById } from '../../platform/identity/customer-repository.ts';
import { deleteSentMailsOf, enqueueMail } from '../../platform/mail/mail-outbox-repository.ts';
import type { CustomerRecord } from '../../platform/scope/customer-record.ts';
import { customerOwner, type RequestScope } from '../../platform/scope/request-scope.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { TenantRecord } from '../../platform/tenancy/tenant-record.ts';
import { recordIntegrationEvent } from '../integration-events/index.ts';
import {
  anonymiseCustomer,
  deleteErasableData,
  findErasureByToken,
  insertErasureRequest,
  integrationEventsOf,
  invoicesToKeep,
  markErased,
  rewriteEventPayload,
  signedOfferVersionsToKeep,
  signedOrdersToKeep,
} from './account-erasure-repository.ts';
import { keptRecords } from './kept-records.ts';
import { renderMyDataMail } from './my-data-mail.ts';
import { fillText, myDataTexts } from './my-data-texts.ts';
import { hashOfToken, newLinkToken } from './my-data-tokens.ts';
import { personalTexts, redactPersonalData } from './redact-personal-data.ts';

export const ERASURE_LINK_LIFETIME_MS = 24 * 3_600_000;

/** Erasure links mailed per account in an hour: mail to one inbox stays rare (decision 023). */
export const ERASURE_MAILS_PER_ACCOUNT: AttemptRule = {
  name: 'erasure-mails-per-account',
  limit: 3,
  windowMs: 3_600_000,
};

export interface AccountErasureService {
  request(scope: RequestScope): Promise<ErasureRequested>;
  confirm(tenant: TenantRecord, token: string): Promise<ErasureDone>;
  /** The job: deletes the sent confirmations of erased accounts; how many. */
  forgetSentConfirmations(): Promise<number>;
}

export type AccountErasureDeps = Pick<
  ServiceDeps,
  'db' | 'clock' | 'store' | 'outbox' | 'sessionEndings' | 'attempts'
>;

function keptLine(words: (typeof myDataTexts)[Language], kept: KeptRecord): string {
  const label = {
    invoice: words.keptInvoice,
    'signed-offer': words.keptSignedOffer,
    'signed-order': words.keptSignedOrder,
  }[kept.kind];
  const reference = fillText(label, { reference: kept.reference });
  return `${reference}: ${fillText(words.keptUntil, { date: kept.keptUntil })}`;
}

function erasedMail(
  tenant: TenantRecord,
  origin: string,
  customer: CustomerRecord,
  kept: readonly KeptRecord[],
) {
  const language = customer.languageCode;
  const words = myDataTexts[language];
  const values = { tenant: tenant.name, name: customer.firstName };
  return renderMyDataMail({
    tenant,
    language,
    origin,
    subject: fillText(words.erasedSubject, values),
    greeting: fillText(words.greeting, values),
    paragraphs: [
      fillText(words.erasedIntro, values),
      kept.length > 0 ? words.erasedKeptIntro : words.erasedNothingKept,
    ],
    ...(kept.length > 0 && {
      list: kept.map((record) => keptLine(words, record)),
      footnotes: [words.invoiceReason, words.contractReason],
    }),
  });
}

function linkNotValid(): AppError {
  return new AppError(ErrorCode.NotFound, 'This link is not valid.', { field: 'token' });
}

export function createAccountErasureService(deps: AccountErasureDeps): AccountErasureService {
  const { db, clock, store, outbox, sessionEndings } = deps;
  const limits = createAttemptLimits(deps);

  return {
    async request(scope) {
      const customer = scope.customer;
      if (!customer || customer.erasedAt) {
        throw new AppError(ErrorCode.NotFound, 'There is no account to erase.');
      }
      await limits.take(
        ERASURE_MAILS_PER_ACCOUNT,
        `${scope.tenant.id}:${scope.customerId}`,
        'Too many erasure links were sent for this account. Please wait an hour before asking again.',
      );
      const now = clock();
      const until = new Date(now.getTime() + ERASURE_LINK_LIFETIME_MS);
      const { token, hash } = newLinkToken();
      const origin = outbox.tenantOrigin(scope.tenant.subdomain);
      const link = new URL('/account/erase', `${origin}/`);
      link.searchParams.set('token', token);
      const words = myDataTexts[customer.languageCode];
      const values = { tenant: scope.tenant.name, name: customer.firstName };
      const rendered = renderMyDataMail({
        tenant: scope.tenant,
        language: customer.languageCode,
        origin,
        subject: fillText(words.erasureSubject, values),
        greeting: fillText(words.greeting, values),
        paragraphs: [fillText(words.erasureIntro, values), words.erasureValidity],
        action: { label: words.erasureAction, link: link.href },
        footnotes: [words.erasureIgnore],
      });
      const mailId = await db.transaction().execute(async (trx) => {
        await insertErasureRequest(trx, customerOwner(scope), {
          tokenHash: hash,
          at: now.toISOString(),
          until: until.toISOString(),
        });
        return enqueueMail(
          trx,
          {
            tenantId: scope.tenant.id,
            purpose: 'erasure-confirm',
            to: customer.email,
            fromName: scope.tenant.name,
            ...rendered,
            link: link.href,
          },
          now.toISOString(),
        );
      });
      await outbox.deliver(mailId);
      return { email: customer.email, expiresAt: until.toISOString() };
    },

    async confirm(tenant, token) {
      const now = clock();
      const at = now.toISOString();
      const done = await db.transaction().execute(async (trx) => {
        const erasure = await findErasureByToken(trx, tenant.id, hashOfToken(token));
        if (!erasure) throw linkNotValid();
        if (erasure.erased_at) {
          throw new AppError(ErrorCode.LinkUsed, 'This account is already erased.', {
            field: 'token',
          });
        }
        if (erasure.expires_at <= at) {
          throw new AppError(ErrorCode.LinkExpired, 'This link has expired.', { field: 'token' });
        }
        const owner = { tenantId: tenant.id, customerId: erasure.customer_id };
        const customer = await findCustomerById(trx, tenant.id, erasure.customer_id);
        if (!customer || customer.erasedAt) throw linkNotValid();
        const kept = keptRecords({
          invoices: await invoicesToKeep(trx, owner),
          offers: await signedOfferVersionsToKeep(trx, owner),
          orders: await signedOrdersToKeep(trx, owner),
        });
        const removed = await deleteErasableData(trx, owner, customer.email);
        const texts = personalTexts(customer);
        for (const event of await integrationEventsOf(trx, owner)) {
          const redacted = redactPersonalData(JSON.parse(event.payload), texts);
          await rewriteEventPayload(trx, event.id, JSON.stringify(redacted));
        }
        await anonymiseCustomer(trx, owner, at);
        await markErased(trx, erasure.id, { at, keptJson: JSON.stringify(kept) });
        const rendered = erasedMail(tenant, outbox.tenantOrigin(tenant.subdomain), customer, kept);
        const mailId = await enqueueMail(
          trx,
          {
            tenantId: tenant.id,
            purpose: 'account-erased',
            to: customer.email,
            fromName: tenant.name,
            ...rendered,
            link: '',
          },
          at,
        );
        await recordIntegrationEvent(trx, {
          tenantId: tenant.id,
          type: 'account.erased',
          entityId: customer.id,
          data: { customerId: customer.id, erasedAt: at, kept },
          at: now,
        });
        return { kept, removed, mailId, customerId: customer.id };
      });
      // A file the store cannot remove now stays unreferenced: no row names it any more.
      await Promise.allSettled(done.removed.map((key) => store.remove(key)));
      sessionEndings.publish({ tenantId: tenant.id, customerId: done.customerId });
      await outbox.deliver(done.mailId);
      await deleteSentMailsOf(db, 'account-erased');
      return { erasedAt: at, kept: done.kept };
    },

    forgetSentConfirmations: () => deleteSentMailsOf(db, 'account-erased'),
  };
}
