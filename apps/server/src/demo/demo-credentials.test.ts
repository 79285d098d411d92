// Demo sign-in: every registered demo customer has the tenant's demo password, confirmed; the one
// invited customer per tenant has none, and gets an invitation mail after the seed.
import { rmSync } from 'node:fs';
import { newPasswordSchema } from '@portal/contract/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '../../test/databases.ts';
import { customerScope, seededAt } from '../../test/demo-database.ts';
import { testConfig } from '../../test/oidc-client.ts';
import { outboxMails, temporaryDataDir } from '../../test/outbox.ts';
import { findCredential } from '../platform/identity/credential-repository.ts';
import { verifyPassword } from '../platform/identity/password-hash.ts';
import { createMailOutbox } from '../platform/mail/mail-outbox.ts';
import { createMailer } from '../platform/mail/mailer.ts';
import { demoAccounts } from './demo-accounts.ts';
import { inviteDemoCustomers } from './invite-demo-customers.ts';
import { type SeedResult, seedDemoData } from './seed.ts';

describe.each(testDialects())('demo credentials on %s', (dialect) => {
  let database: TestDatabase;
  let seeded: SeedResult;
  const dataDir = temporaryDataDir();
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    seeded = await seedDemoData(database.handle.db, { now: seededAt });
  });
  afterAll(async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('uses demo passwords that meet the password rule', () => {
    for (const tenant of demoAccounts) {
      expect(newPasswordSchema.safeParse(tenant.password).success).toBe(true);
    }
  });

  it('gives every registered customer the tenant password and the invited one none', async () => {
    const { db } = database.handle;
    for (const tenant of demoAccounts) {
      const invited = tenant.customers.filter((customer) => customer.invited);
      expect(invited).toHaveLength(1);
      for (const customer of tenant.customers) {
        const scope = await customerScope(db, tenant.subdomain, customer.email);
        const credential = await findCredential(db, scope);
        if (customer.invited) {
          expect(credential).toBeUndefined();
          continue;
        }
        expect(credential?.confirmedAt).toBe(seededAt.toISOString());
        expect(await verifyPassword(tenant.password, credential?.passwordHash ?? '')).toBe(true);
      }
    }
  });

  it('mails the invited customers their invitation after the seed', async () => {
    expect(seeded.invited.map((entry) => entry.subdomain).sort()).toEqual(['demo', 'helios']);
    const mailer = createMailer({ ...testConfig, dataDir }, { info: () => undefined });
    const log = { info: () => undefined, warn: () => undefined };
    const outbox = createMailOutbox({
      db: database.handle.db,
      mailer,
      clock: () => new Date(),
      log,
    });
    await inviteDemoCustomers(database.handle.db, outbox, seeded.invited);
    const files = (await outboxMails(dataDir)).map((mail) => mail.file);
    expect(files).toHaveLength(2);
    expect(files.some((file) => file.endsWith('-invitation-lucas.wouters@example.be.eml'))).toBe(
      true,
    );
    expect(files.some((file) => file.endsWith('-invitation-elise.martin@example.be.eml'))).toBe(
      true,
    );
  });
});
