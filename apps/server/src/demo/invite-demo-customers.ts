// After the demo seed commits: mails each invited demo customer their invitation (to the outbox
// on the embedded default, where its link is also logged).
import type { Kysely } from 'kysely';
import { inviteCustomer } from '../features/accounts/index.ts';
import type { Database } from '../platform/db/schema.ts';
import type { MailOutbox } from '../platform/mail/mail-outbox.ts';
import { findTenantBySubdomain } from '../platform/tenancy/tenant-repository.ts';
import type { SeedResult } from './seed.ts';

export async function inviteDemoCustomers(
  db: Kysely<Database>,
  outbox: MailOutbox,
  invited: SeedResult['invited'],
): Promise<void> {
  for (const { subdomain, customerId } of invited) {
    const tenant = await findTenantBySubdomain(db, subdomain);
    if (tenant) await inviteCustomer(db, outbox, tenant, customerId);
  }
}
