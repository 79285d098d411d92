// Customers by id and by e-mail, always within one tenant.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, testDialects } from '../../../test/databases.ts';
import { createDemoDatabase, customerScope, tenantId } from '../../../test/demo-database.ts';
import { findCustomerByEmail, findCustomerById } from './customer-repository.ts';

describe.each(testDialects())('customer repository on %s', (dialect) => {
  let database: TestDatabase;
  const ids = { demo: 0, helios: 0, jan: 0, camille: 0 };
  beforeAll(async () => {
    database = await createDemoDatabase(dialect);
    const { db } = database.handle;
    ids.demo = await tenantId(db, 'demo');
    ids.helios = await tenantId(db, 'helios');
    ids.jan = (await customerScope(db, 'demo', 'jan.peeters@example.be')).customerId;
    ids.camille = (await customerScope(db, 'helios', 'camille.dubois@example.be')).customerId;
  });
  afterAll(() => database.drop());

  it('finds a customer of the tenant by id', async () => {
    const jan = await findCustomerById(database.handle.db, ids.demo, ids.jan);
    expect(jan).toMatchObject({
      tenantId: ids.demo,
      email: 'jan.peeters@example.be',
      firstName: 'Jan',
      name: 'Peeters',
      phone: '+32 475 12 34 56',
      languageCode: 'nl',
      countryCode: 'BE',
      streetAndNumber: 'Leopoldstraat 15',
      postalCode: '2800',
      city: 'Mechelen',
      nationalRegistrationNumber: expect.stringMatching(/^\d{11}$/),
    });
  });

  it('never finds a customer through another tenant', async () => {
    const { db } = database.handle;
    expect(await findCustomerById(db, ids.helios, ids.jan)).toBeUndefined();
    expect(await findCustomerById(db, ids.demo, ids.camille)).toBeUndefined();
    expect(await findCustomerByEmail(db, ids.helios, 'jan.peeters@example.be')).toBeUndefined();
  });

  it('finds by e-mail case-insensitively', async () => {
    const found = await findCustomerByEmail(
      database.handle.db,
      ids.demo,
      ' Jan.Peeters@EXAMPLE.be ',
    );
    expect(found?.id).toBe(ids.jan);
  });

  it('keeps the same e-mail apart in two tenants', async () => {
    const { db } = database.handle;
    // An address of this test's own: the seeded customers stay as the other tests read them.
    const email = `same.${randomBytes(4).toString('hex')}@example.be`;
    const insert = async (tenantId: number, firstName: string) => {
      const now = new Date().toISOString();
      const row = await db
        .insertInto('customers')
        .values({
          tenant_id: tenantId,
          email,
          first_name: firstName,
          name: 'Peeters',
          language_code: 'nl',
          country_code: 'BE',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    const inDemo = await insert(ids.demo, 'Jan');
    const inHelios = await insert(ids.helios, 'Jean');
    expect((await findCustomerByEmail(db, ids.helios, email.toUpperCase()))?.id).toBe(inHelios);
    expect((await findCustomerByEmail(db, ids.demo, email))?.id).toBe(inDemo);
  });
});
