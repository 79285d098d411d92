// Passwords of the demo customers: every customer of a tenant gets the tenant's demo password
// (demo-accounts.ts), confirmed, except the invited ones, who get none. The password is hashed once
// per tenant (scrypt is deliberately slow) and that hash shared by its customers: acceptable for
// demo data only, real passwords always get their own salt.

import { setConfirmedPassword } from '../platform/identity/credential-repository.ts';
import { normalizeEmail } from '../platform/identity/customer-repository.ts';
import { hashPassword } from '../platform/identity/password-hash.ts';
import { demoAccounts } from './demo-accounts.ts';
import type { TenantSeed } from './seed-context.ts';

/** Sets the passwords; returns the ids of the invited customers (still to be mailed). */
export async function insertDemoCredentials(
  seed: TenantSeed,
  customers: readonly { id: number; email: string }[],
): Promise<number[]> {
  const accounts = demoAccounts.find((entry) => entry.subdomain === seed.tenant.subdomain);
  if (!accounts) return [];
  const invited = new Set(
    accounts.customers.filter((account) => account.invited).map((a) => normalizeEmail(a.email)),
  );
  const passwordHash = await hashPassword(accounts.password);
  const now = new Date(seed.clock.now);
  const invitedIds: number[] = [];
  for (const customer of customers) {
    if (invited.has(normalizeEmail(customer.email))) {
      invitedIds.push(customer.id);
      continue;
    }
    await setConfirmedPassword(
      seed.db,
      { tenantId: seed.tenantId, customerId: customer.id },
      passwordHash,
      now,
    );
  }
  return invitedIds;
}
