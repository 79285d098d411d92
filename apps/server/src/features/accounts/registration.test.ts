// Registration by invitation: the invitation mail (to the outbox), the link's states (valid,
// used, expired, unknown), choosing a password, resending, and signing in afterwards.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../../test/databases.ts';
import { customerScope } from '../../../test/demo-database.ts';
import { RealmClient, testConfig } from '../../../test/oidc-client.ts';
import { latestMail, linkTokenIn, outboxMails, temporaryDataDir } from '../../../test/outbox.ts';
import { buildTestApp, type TestApp, testNow } from '../../../test/test-app.ts';
import { createMailOutbox } from '../../platform/mail/mail-outbox.ts';
import { createMailer } from '../../platform/mail/mailer.ts';
import { findTenantBySubdomain } from '../../platform/tenancy/tenant-repository.ts';
import { INVITATIONS_PER_ACCOUNT } from './account-links.ts';
import { inviteCustomer } from './account-mails.ts';
import { hashLinkToken } from './customer-links.ts';

describe.each(testDialects())('registration on %s', (dialect) => {
  let app: TestApp;
  const dataDir = temporaryDataDir();
  beforeAll(async () => {
    app = await buildTestApp(dialect, { config: { dataDir } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const mailer = () =>
    createMailOutbox({
      db: app.database.db,
      mailer: createMailer({ ...testConfig, dataDir }, { info: () => undefined }),
      clock: () => testNow,
      log: { info: () => undefined, warn: () => undefined },
    });

  const api = (
    tenant: string,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    remoteAddress = '192.0.2.1',
  ) =>
    app.server.inject({
      method,
      url: `/api/${url}`,
      headers: { 'x-subdomain': tenant },
      remoteAddress,
      ...(payload ? { payload } : {}),
    });

  async function invite(tenant: string, email: string): Promise<string> {
    const record = await findTenantBySubdomain(app.database.db, tenant);
    if (!record) throw new Error(tenant);
    const { customerId } = await customerScope(app.database.db, tenant, email);
    await inviteCustomer(app.database.db, mailer(), record, customerId, testNow);
    return linkTokenIn(await latestMail(dataDir, `invitation-${email}`), '/confirmregistration');
  }

  it('mails a branded invitation in the customer language and confirms it once', async () => {
    const token = await invite('demo', 'lucas.wouters@example.be');
    const mail = await latestMail(dataDir, 'invitation-lucas.wouters@example.be');
    expect(mail.raw).toMatch(/^To: lucas\.wouters@example\.be$/m);
    expect(mail.raw).toMatch(/^From: .*Zonnewende Energie.* <no-reply@localhost>$/m);
    expect(mail.decoded).toContain('Beste Lucas,');
    expect(mail.decoded).toContain('http://demo.localhost:3000/tenants/demo/logo.svg');
    expect(mail.decoded).toContain('#8bc34a');
    expect(mail.decoded).toContain(`http://demo.localhost:3000/confirmregistration?token=${token}`);

    const state = await api('demo', 'GET', `auth/registration/${token}`);
    expect(state.statusCode).toBe(200);
    expect(state.json()).toEqual({
      data: { email: 'lucas.wouters@example.be', state: 'valid' },
      errors: [],
    });
    expect((await api('helios', 'GET', `auth/registration/${token}`)).statusCode).toBe(404);

    const weak = await api('demo', 'POST', 'auth/registration/confirm', {
      token,
      password: 'short1',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0].message).toContain('Password must be at least 10 characters');

    const confirmed = await api('demo', 'POST', 'auth/registration/confirm', {
      token,
      password: 'Mijn-eerste-2026',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toEqual({ email: 'lucas.wouters@example.be' });

    const used = await api('demo', 'GET', `auth/registration/${token}`);
    expect(used.statusCode).toBe(410);
    expect(used.json().errors[0].code).toBe('LINK_USED');
    const again = await api('demo', 'POST', 'auth/registration/confirm', {
      token,
      password: 'Mijn-tweede-2026',
    });
    expect(again.json().errors[0].code).toBe('LINK_USED');

    const client = new RealmClient(app.server, 'demo');
    const login = await client.submitLogin(await client.startLogin(), {
      email: 'lucas.wouters@example.be',
      password: 'Mijn-eerste-2026',
    });
    expect(login.statusCode).toBe(303);
  });

  it('says an expired link has expired and sends a fresh one on request', async () => {
    const token = await invite('helios', 'elise.martin@example.be');
    const mail = await latestMail(dataDir, 'invitation-elise.martin@example.be');
    expect(mail.decoded).toContain('Bonjour Élise,');
    expect(mail.decoded).toContain('Helios Solaire');
    await app.database.db
      .updateTable('customer_tokens')
      .set({ expires_at: '2026-11-01T00:00:00.000Z' })
      .where('token_hash', '=', hashLinkToken(token))
      .execute();

    const expired = await api('helios', 'GET', `auth/registration/${token}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().errors[0].code).toBe('LINK_EXPIRED');
    const refused = await api('helios', 'POST', 'auth/registration/confirm', {
      token,
      password: 'Mon-mot-2026x',
    });
    expect(refused.json().errors[0].code).toBe('LINK_EXPIRED');

    const before = (await outboxMails(dataDir, 'invitation-elise')).length;
    const resent = await api('helios', 'POST', 'auth/registration/resend', { token });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data).toEqual({ email: 'elise.martin@example.be' });
    expect(await outboxMails(dataDir, 'invitation-elise')).toHaveLength(before + 1);
    const fresh = linkTokenIn(
      await latestMail(dataDir, 'invitation-elise.martin@example.be'),
      '/confirmregistration',
    );
    expect(fresh).not.toBe(token);
    expect((await api('helios', 'GET', `auth/registration/${fresh}`)).statusCode).toBe(200);
  });

  it('answers an unknown link with 404 and a malformed one with 400', async () => {
    const unknown = await api('demo', 'GET', `auth/registration/${'a'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].code).toBe('NOT_FOUND');
    expect((await api('demo', 'GET', 'auth/registration/short')).statusCode).toBe(400);
    const resend = await api('demo', 'POST', 'auth/registration/resend', { token: 'b'.repeat(43) });
    expect(resend.statusCode).toBe(404);
  });

  it('does not resend an invitation whose registration is complete', async () => {
    const jan = await customerScope(app.database.db, 'demo', 'jan.peeters@example.be');
    const record = await findTenantBySubdomain(app.database.db, 'demo');
    if (!record) throw new Error('demo');
    await inviteCustomer(app.database.db, mailer(), record, jan.customerId, testNow);
    const token = linkTokenIn(
      await latestMail(dataDir, 'invitation-jan.peeters@example.be'),
      '/confirmregistration',
    );
    expect((await api('demo', 'GET', `auth/registration/${token}`)).statusCode).toBe(410);
    const resend = await api('demo', 'POST', 'auth/registration/resend', { token });
    expect(resend.json().errors[0].code).toBe('LINK_USED');
  });

  it('resends at most 3 invitations per account in 15 minutes, whoever asks', async () => {
    const tenant = await findTenantBySubdomain(app.database.db, 'demo');
    const email = `invited-${dialect}@example.be`;
    await app.database.db
      .insertInto('customers')
      .values({
        tenant_id: tenant?.id ?? 0,
        email,
        first_name: 'Nieuw',
        name: 'Klant',
        language_code: 'nl',
        country_code: 'BE',
        created_at: testNow.toISOString(),
        updated_at: testNow.toISOString(),
      })
      .execute();
    const token = await invite('demo', email);
    const before = (await outboxMails(dataDir, `invitation-${email}`)).length;
    for (let request = 1; request <= INVITATIONS_PER_ACCOUNT.limit; request += 1) {
      const from = `198.51.100.${request}`;
      const resent = await api('demo', 'POST', 'auth/registration/resend', { token }, from);
      expect(resent.statusCode).toBe(200);
    }
    const refused = await api('demo', 'POST', 'auth/registration/resend', { token }, '203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ data: null, errors: [{ code: 'RATE_LIMITED' }] });
    expect(refused.json().errors[0].message).toContain('15 minutes');
    expect(Number(refused.headers['retry-after'])).toBe(15 * 60);
    const sent = await outboxMails(dataDir, `invitation-${email}`);
    expect(sent).toHaveLength(before + INVITATIONS_PER_ACCOUNT.limit);
  });
});
