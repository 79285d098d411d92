// Forgotten password: an unknown address is said so; a known one gets a 1-hour, single-use link
// by mail (to the outbox); the new password works at once, the old one no longer, and every
// session and refresh token of the customer ends.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../../test/databases.ts';
import { RealmClient } from '../../../test/oidc-client.ts';
import { latestMail, linkTokenIn, temporaryDataDir } from '../../../test/outbox.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { demoPasswords } from '../../demo/demo-accounts.ts';
import { RESET_REQUESTS_PER_ADDRESS } from './account-links.ts';
import { hashLinkToken } from './customer-links.ts';

describe.each(testDialects())('password reset on %s', (dialect) => {
  let app: TestApp;
  const dataDir = temporaryDataDir();
  beforeAll(async () => {
    app = await buildTestApp(dialect, { config: { dataDir } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const api = (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    options: { tenant?: string; address?: string } = {},
  ) =>
    app.server.inject({
      method,
      url: `/api/${url}`,
      headers: { 'x-subdomain': options.tenant ?? 'demo' },
      remoteAddress: options.address ?? '192.0.2.10',
      ...(payload ? { payload } : {}),
    });

  // Reset requests are limited per address: each one here comes from its own.
  let requests = 0;
  async function requestLink(email: string, tenant = 'demo'): Promise<string> {
    requests += 1;
    const address = `192.0.2.${100 + requests}`;
    const response = await api('POST', 'auth/password/forgot', { email }, { tenant, address });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ email });
    return linkTokenIn(await latestMail(dataDir, `password-reset-${email}`), '/resetpassword');
  }

  it('says when no account has the address', async () => {
    const response = await api('POST', 'auth/password/forgot', { email: 'nobody@example.be' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0]).toMatchObject({ code: 'ACCOUNT_NOT_FOUND', field: 'email' });
    const invalid = await api('POST', 'auth/password/forgot', { email: 'nope' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0].message).toContain('Email is not valid');
  });

  it('resets the password through the mailed link and ends the old sessions', async () => {
    const marie = { email: 'marie.claes@example.be', password: demoPasswords.demo };
    const client = new RealmClient(app.server, 'demo');
    const before = await client.signIn(marie);

    const token = await requestLink(marie.email);
    const mail = await latestMail(dataDir, `password-reset-${marie.email}`);
    expect(mail.decoded).toContain('Beste Marie,');
    expect(mail.decoded).toContain('Deze link is 1 uur geldig');
    expect(mail.decoded).toContain(`http://demo.localhost:3000/resetpassword?token=${token}`);

    const state = await api('GET', `auth/password/${token}`);
    expect(state.json()).toEqual({ data: { email: marie.email, state: 'valid' }, errors: [] });
    const reset = await api('POST', 'auth/password/reset', {
      token,
      password: 'Nieuw-wachtwoord-7',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data).toEqual({ email: marie.email });

    expect((await client.refresh(before.refresh_token)).json().error).toBe('invalid_grant');
    const fresh = new RealmClient(app.server, 'demo');
    const uid = await fresh.startLogin();
    expect((await fresh.submitLogin(uid, marie)).statusCode).toBe(401);
    const login = await fresh.submitLogin(uid, { ...marie, password: 'Nieuw-wachtwoord-7' });
    expect(login.statusCode).toBe(303);

    const used = await api('GET', `auth/password/${token}`);
    expect(used.statusCode).toBe(410);
    expect(used.json().errors[0].code).toBe('LINK_USED');
  });

  it('lets a newer link replace an older one, and refuses expired links', async () => {
    const email = 'sofie.maes@example.be';
    const older = await requestLink(email);
    const newer = await requestLink(email);
    expect((await api('GET', `auth/password/${older}`)).json().errors[0].code).toBe('LINK_EXPIRED');
    expect((await api('GET', `auth/password/${newer}`)).statusCode).toBe(200);
    const mail = await latestMail(dataDir, `password-reset-${email}`);
    expect(mail.decoded).toContain('Bonjour Sofie,');

    await app.database.db
      .updateTable('customer_tokens')
      .set({ expires_at: '2026-11-21T08:59:59.000Z' })
      .where('token_hash', '=', hashLinkToken(newer))
      .execute();
    const expired = await api('POST', 'auth/password/reset', {
      token: newer,
      password: 'Nouveau-mot-2026',
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().errors[0].code).toBe('LINK_EXPIRED');
  });

  it('keeps links to their own tenant', async () => {
    const token = await requestLink('camille.dubois@example.be', 'helios');
    expect((await api('GET', `auth/password/${token}`)).statusCode).toBe(404);
    expect(
      (await api('GET', `auth/password/${token}`, undefined, { tenant: 'helios' })).statusCode,
    ).toBe(200);
  });

  it('confirms an invited customer who resets instead of registering', async () => {
    const token = await requestLink('lucas.wouters@example.be');
    await api('POST', 'auth/password/reset', { token, password: 'Zelf-gekozen-2026' });
    const client = new RealmClient(app.server, 'demo');
    const login = await client.submitLogin(await client.startLogin(), {
      email: 'lucas.wouters@example.be',
      password: 'Zelf-gekozen-2026',
    });
    expect(login.statusCode).toBe(303);
  });

  it('limits reset requests per client address', async () => {
    const send = (request: number) =>
      api(
        'POST',
        'auth/password/forgot',
        { email: `nobody-${request}@example.be` },
        { address: '192.0.2.99' },
      );
    for (let request = 1; request <= 5; request += 1) {
      expect((await send(request)).statusCode).toBe(404);
    }
    const limited = await send(6);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0].code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBe(String(15 * 60));
  });

  it('limits reset requests per e-mail address, from any client, known or not', async () => {
    for (const email of ['emma.jacobs@example.be', 'nobody-else@example.be']) {
      const from = (address: string) => api('POST', 'auth/password/forgot', { email }, { address });
      for (let request = 1; request <= RESET_REQUESTS_PER_ADDRESS; request += 1) {
        expect((await from(`198.51.100.${request}`)).statusCode).not.toBe(429);
      }
      const limited = await from('198.51.100.200');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().errors[0]).toMatchObject({ code: 'RATE_LIMITED' });
      expect(limited.json().errors[0].message).toContain('15 minutes');
    }
  });
});
