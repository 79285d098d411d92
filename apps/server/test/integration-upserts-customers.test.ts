// The integration API's customer writes on both databases (decision 054), through the
// real app: the same PUT twice is one customer and the same answer; a new customer is invited once,
// in their language, and registers through the link; every bad field is named; the portal's own
// customer of the same address is adopted on a first sync; a deleted customer takes everything of
// theirs along, files included.
import { ErrorCode } from '@portal/contract/error-code';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config/config.ts';
import { createFileStore } from '../src/platform/files/create-file-store.ts';
import { StoredFileNotFoundError } from '../src/platform/files/file-store.ts';
import { setConfirmedPassword } from '../src/platform/identity/credential-repository.ts';
import { testDialects } from './databases.ts';
import { freshCustomer } from './factory/fresh-customer.ts';
import { V1 } from './integration-api.ts';
import {
  customerBody,
  offerBody,
  orderBody,
  smallPdf,
  versionBody,
} from './integration-fixtures.ts';
import { useIntegrationUpserts } from './integration-upserts-helpers.ts';

describe.each(testDialects())('integration upserts of customers on %s', (dialect) => {
  const { api, put, get, countRows, customerIdOf } = useIntegrationUpserts(dialect);
  /** A new portal customer living Jan's story (only `keep`'s installations, if given). */
  const portalCustomer = async (keep?: readonly string[]) => {
    const fresh = await freshCustomer(api.db, keep ? { keep } : {});
    const { first_name } = await api.db
      .selectFrom('customers')
      .select('first_name')
      .where('id', '=', fresh.customerId)
      .executeTakeFirstOrThrow();
    return { id: fresh.customerId, email: fresh.email, first_name };
  };

  it('upserts a customer idempotently and invites them once, in their language', async () => {
    const first = await put('/customers/c-1', customerBody('one', 'fr'));
    expect(first.statusCode, first.body).toBe(200);
    const again = await put('/customers/c-1', customerBody('one', 'fr'));
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(first.json().data).toMatchObject({
      externalId: 'c-1',
      language: 'fr',
      registered: false,
    });
    expect(await countRows('customers', 'c-1')).toBe(1);
    const mails = await api.db
      .selectFrom('mail_outbox')
      .select(['purpose', 'subject', 'link'])
      .where('recipient', '=', 'sync.one@example.be')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.purpose).toBe('invitation');
    expect(mails[0]?.subject).toMatch(/^Bienvenue chez /);
    expect(mails[0]?.link).toContain('/confirmregistration?token=');

    const read = await get('/customers/c-1');
    expect(read.json().data).toEqual(first.json().data);
    const resent = await api.call({ method: 'POST', url: `${V1}/customers/c-1/invitation` });
    expect(resent.statusCode).toBe(200);
    const after = await api.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('recipient', '=', 'sync.one@example.be')
      .execute();
    expect(after).toHaveLength(2);
  });

  it('lets the invited customer register through the link, after which they are not invited again', async () => {
    await put('/customers/c-5', customerBody('five', 'en'));
    const mail = await api.db
      .selectFrom('mail_outbox')
      .select(['link', 'subject'])
      .where('recipient', '=', 'sync.five@example.be')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/^Welcome to /);
    const token = new URL(mail.link).searchParams.get('token') ?? '';
    const registered = await api.app.server.inject({
      method: 'POST',
      url: '/api/auth/registration/confirm',
      headers: { 'x-subdomain': 'demo' },
      payload: { token, password: 'A long enough passphrase 42!' },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    expect((await get('/customers/c-5')).json().data.registered).toBe(true);
    const again = await api.call({ method: 'POST', url: `${V1}/customers/c-5/invitation` });
    expect(again.statusCode).toBe(409);
  });

  it('lists every bad field of a customer, and refuses an address of another customer', async () => {
    const bad = await put('/customers/c-bad', {
      ...customerBody('bad'),
      email: 'not-an-address',
      language: 'de',
      nationalRegistrationNumber: '12345678901',
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad
      .json()
      .errors.map((error: { field: string }) => error.field)
      .sort();
    expect(fields).toEqual(['body.email', 'body.language', 'body.nationalRegistrationNumber']);
    expect(await countRows('customers', 'c-bad')).toBe(0);

    await put('/customers/c-2', customerBody('two'));
    const taken = await put('/customers/c-3', {
      ...customerBody('three'),
      email: 'sync.two@example.be',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toMatchObject({ code: ErrorCode.Conflict, field: 'body.email' });
    expect(await countRows('customers', 'c-3')).toBe(0);
  });

  it('adopts the portal’s own customer of the same address on a first sync, without inviting a registered one', async () => {
    const jan = await portalCustomer([]);
    // Registered already, as the seeded Jan is: a password set through the invitation.
    const tenantId = api.tenantId('demo');
    await setConfirmedPassword(api.db, { tenantId, customerId: jan.id }, 'hash', new Date());
    const before = await api.db.selectFrom('mail_outbox').select('id').execute();
    // The same address written otherwise: an address's case does not make another customer.
    const adopted = await put('/customers/erp-jan', {
      ...customerBody('jan', 'nl'),
      email: jan.email.replace(/^j/, 'J').replace('.p', '.P'),
      firstName: jan.first_name,
    });
    expect(adopted.statusCode, adopted.body).toBe(200);
    expect(await customerIdOf('erp-jan')).toBe(jan.id);
    expect(adopted.json().data.registered).toBe(true);
    expect(await api.db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(
      before.length,
    );
  });

  it('deletes a customer with everything of theirs', async () => {
    await put('/customers/c-50', customerBody('fifty'));
    await put('/offers/o-50', offerBody('c-50'));
    await put('/offers/o-50/versions/1', versionBody(1, await smallPdf()));
    await put('/orders/r-50', orderBody('o-50'));
    const customerId = await customerIdOf('c-50');
    const files = await api.db
      .selectFrom('stored_documents')
      .select('storage_key')
      .where('customer_id', '=', customerId)
      .execute();
    expect(files).toHaveLength(1);
    const store = createFileStore(loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }));
    await expect(store.read(files[0]?.storage_key ?? '')).resolves.toBeInstanceOf(Buffer);
    const deleted = await api.call({ method: 'DELETE', url: `${V1}/customers/c-50` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await expect(store.read(files[0]?.storage_key ?? '')).rejects.toBeInstanceOf(
      StoredFileNotFoundError,
    );
    expect((await get('/customers/c-50')).statusCode).toBe(404);
    expect(await countRows('offers', 'o-50')).toBe(0);
    expect(await countRows('orders', 'r-50')).toBe(0);
  });

  it('deletes a customer with the most data (tickets, surveys, monitoring, referrals)', async () => {
    const jan = await portalCustomer();
    const adopted = await put('/customers/erp-jan-all', {
      ...customerBody('jan', 'nl'),
      email: jan.email,
      firstName: jan.first_name,
    });
    expect(adopted.statusCode, adopted.body).toBe(200);
    expect(await customerIdOf('erp-jan-all')).toBe(jan.id);
    const deleted = await api.call({ method: 'DELETE', url: `${V1}/customers/erp-jan-all` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = await api.db
      .selectFrom('installations')
      .select('id')
      .where('customer_id', '=', jan.id)
      .execute();
    expect(left).toEqual([]);
  });
});
