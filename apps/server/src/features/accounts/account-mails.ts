// The two account mails: an invitation to confirm a registration by choosing a password (sent by
// the installer's side: the demo seed, later the integration API) and a password-reset link. The
// link token (hashed) and its mail are stored in one transaction, the mail in the outbox: a link
// in a mail always exists, and a link's mail is never lost when the mail server refuses it
// (platform/mail/mail-outbox.ts tries again). Delivery is asked for at once, after the commit.
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { CustomerTokenPurpose } from '../../platform/db/tables/identity-tables.ts';
import { findCustomerById } from '../../platform/identity/customer-repository.ts';
import { renderAccountMail } from '../../platform/mail/account-mail-template.ts';
import type { MailOutbox } from '../../platform/mail/mail-outbox.ts';
import { enqueueMail } from '../../platform/mail/mail-outbox-repository.ts';
import type { AccountMailPurpose } from '../../platform/mail/mailer.ts';
import type { CustomerRecord } from '../../platform/scope/customer-record.ts';
import type { TenantRecord } from '../../platform/tenancy/tenant-record.ts';
import { createLinkToken } from './customer-links.ts';

const kinds: Record<AccountMailPurpose, { token: CustomerTokenPurpose; page: string }> = {
  invitation: { token: 'confirm-registration', page: '/confirmregistration' },
  'password-reset': { token: 'password-reset', page: '/resetpassword' },
};

/** Queues the account mail and its link in the caller's transaction; returns the mail's id, for
 * delivery once that transaction has committed. */
async function queueAccountMail(
  trx: Kysely<Database>,
  outbox: Pick<MailOutbox, 'tenantOrigin'>,
  tenant: TenantRecord,
  customer: CustomerRecord,
  purpose: AccountMailPurpose,
  now: Date,
): Promise<number> {
  const kind = kinds[purpose];
  const owner = { tenantId: tenant.id, customerId: customer.id };
  const origin = outbox.tenantOrigin(tenant.subdomain);
  const token = await createLinkToken(trx, owner, kind.token, now);
  const link = new URL(kind.page, `${origin}/`);
  link.searchParams.set('token', token);
  const rendered = renderAccountMail({
    purpose,
    tenant,
    origin,
    language: customer.languageCode,
    firstName: customer.firstName,
    link: link.href,
  });
  const mail = { purpose, to: customer.email, fromName: tenant.name, ...rendered };
  return enqueueMail(trx, { tenantId: tenant.id, ...mail, link: link.href }, now.toISOString());
}

async function sendAccountMail(
  db: Kysely<Database>,
  outbox: MailOutbox,
  tenant: TenantRecord,
  customer: CustomerRecord,
  purpose: AccountMailPurpose,
  now: Date,
): Promise<{ email: string }> {
  const mailId = await db
    .transaction()
    .execute((trx) => queueAccountMail(trx, outbox, tenant, customer, purpose, now));
  await outbox.deliver(mailId);
  return { email: customer.email };
}

/** The invitation of a customer the caller's transaction writes (the integration API's upsert):
 * queued with it, so a customer never exists without the invitation it was due. Deliver the
 * returned mail once committed. */
export function queueInvitation(
  trx: Kysely<Database>,
  outbox: Pick<MailOutbox, 'tenantOrigin'>,
  tenant: TenantRecord,
  customer: CustomerRecord,
  now: Date,
): Promise<number> {
  return queueAccountMail(trx, outbox, tenant, customer, 'invitation', now);
}

/** Invites a customer to register: a 7-day link to /confirmregistration. */
export async function inviteCustomer(
  db: Kysely<Database>,
  outbox: MailOutbox,
  tenant: TenantRecord,
  customerId: number,
  now: Date = new Date(),
): Promise<{ email: string }> {
  const customer = await findCustomerById(db, tenant.id, customerId);
  if (!customer) throw new Error(`customer ${customerId} of tenant ${tenant.subdomain} not found`);
  return sendAccountMail(db, outbox, tenant, customer, 'invitation', now);
}

/** Sends the customer (as just looked up) a 1-hour, single-use link to /resetpassword. */
export function sendPasswordReset(
  db: Kysely<Database>,
  outbox: MailOutbox,
  tenant: TenantRecord,
  customer: CustomerRecord,
  now: Date = new Date(),
): Promise<{ email: string }> {
  return sendAccountMail(db, outbox, tenant, customer, 'password-reset', now);
}
