// The login form's post: one answer for a wrong password, an unknown address and an unconfirmed
// registration; accounts lock after 5 failures and addresses after 20; a stale or foreign
// interaction gets the spec's generic login error and a way to start again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../../test/databases.ts';
import { RealmClient } from '../../../test/oidc-client.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { demoPasswords } from '../../demo/demo-accounts.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
}

/** The text of the page's alert, if any. */
function alertOf(html: string): string | undefined {
  return /<div class="alert" role="alert">.*?<span>(.*?)<\/span>/s.exec(html)?.[1];
}

/** The message tied to a field through aria-describedby, if any. */
function fieldError(html: string, field: 'email' | 'password'): string | undefined {
  const input = new RegExp(
    `<input id="${field}"[^>]*aria-invalid="true" aria-describedby="${field}-error"`,
  );
  if (!input.test(html)) return undefined;
  return new RegExp(`<p class="error" id="${field}-error">(.*?)</p>`).exec(html)?.[1];
}

describe.each(testDialects())('login interaction on %s', (dialect) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp(dialect);
  });
  afterAll(() => app.close());

  async function attempt(client: RealmClient, email: string, password: string) {
    const uid = await client.startLogin();
    const started = performance.now();
    const response = await client.submitLogin(uid, { email, password });
    return { response, ms: performance.now() - started };
  }

  it('answers a wrong password, an unknown e-mail and an unconfirmed account alike', async () => {
    const client = new RealmClient(app.server, 'demo', { address: '198.51.100.1' });
    const wrong = await attempt(client, 'marie.claes@example.be', 'Wrong-password-1');
    const unknown = await attempt(client, 'nobody@example.be', 'Wrong-password-1');
    const invited = await attempt(client, 'lucas.wouters@example.be', demoPasswords.demo);
    const otherTenant = await attempt(client, 'camille.dubois@example.be', demoPasswords.helios);
    for (const { response } of [wrong, unknown, invited, otherTenant]) {
      expect(response.statusCode).toBe(401);
      expect(alertOf(response.body)).toBe('E-mailadres of wachtwoord is onjuist');
    }
  });

  it('spends a password verification on an unknown e-mail too (no timing shortcut)', async () => {
    const hash = await hashPassword('Some-password-1');
    const verifications: number[] = [];
    const unknown: number[] = [];
    const client = new RealmClient(app.server, 'helios', { address: '198.51.100.10' });
    for (let round = 0; round < 3; round += 1) {
      const started = performance.now();
      await verifyPassword('Other-password-1', hash);
      verifications.push(performance.now() - started);
      unknown.push((await attempt(client, `nobody${round}@example.be`, 'Wrong-password-1')).ms);
    }
    expect(median(unknown)).toBeGreaterThan(median(verifications) * 0.5);
  });

  it('validates the form with the spec messages', async () => {
    const client = new RealmClient(app.server, 'demo', { address: '198.51.100.2' });
    const uid = await client.startLogin();
    const empty = await client.submitLogin(uid, { email: '', password: '', lang: 'en' });
    expect(empty.statusCode).toBe(400);
    expect(fieldError(empty.body, 'email')).toBe('Email is required');
    expect(fieldError(empty.body, 'password')).toBe('Password is required');
    expect(empty.body).toMatch(/<input id="email"[^>]*autofocus/);
    const invalid = await client.submitLogin(uid, { email: 'not-an-email', password: 'x' });
    expect(invalid.statusCode).toBe(400);
    expect(fieldError(invalid.body, 'email')).toBe('E-mailadres is niet geldig');
    expect(fieldError(invalid.body, 'password')).toBeUndefined();
    // What was typed stays, except the password.
    expect(invalid.body).toContain('value="not-an-email"');
    const french = await client.submitLogin(uid, { email: 'jan', password: '', lang: 'fr' });
    expect(fieldError(french.body, 'email')).toBe('L’adresse e-mail n’est pas valide');
    expect(fieldError(french.body, 'password')).toBe('Le mot de passe est obligatoire');
  });

  it('accepts the e-mail address in any case', async () => {
    const client = new RealmClient(app.server, 'helios', { address: '198.51.100.3' });
    const uid = await client.startLogin();
    const login = await client.submitLogin(uid, {
      email: ' Camille.Dubois@Example.BE ',
      password: demoPasswords.helios,
    });
    expect(login.statusCode).toBe(303);
  });

  it('locks an account for 15 minutes after 5 failures, even for the right password', async () => {
    const client = new RealmClient(app.server, 'demo', { address: '198.51.100.4' });
    const email = 'pieter.janssens@example.be';
    for (let failure = 1; failure <= 5; failure += 1) {
      const { response } = await attempt(client, email, `Wrong-password-${failure}`);
      expect(response.statusCode).toBe(401);
    }
    const { response } = await attempt(client, email, demoPasswords.demo);
    expect(response.statusCode).toBe(429);
    expect(alertOf(response.body)).toBe(
      'Te veel pogingen. Wacht enkele minuten en probeer opnieuw.',
    );
    const locked = await app.database.db
      .selectFrom('customer_credentials')
      .innerJoin('customers', (join) =>
        join
          .onRef('customers.id', '=', 'customer_credentials.customer_id')
          .onRef('customers.tenant_id', '=', 'customer_credentials.tenant_id'),
      )
      .select('locked_until')
      .where('customers.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(locked.locked_until).toBe('2026-11-21T09:15:00.000Z');
  });

  it('locks an unknown e-mail address the same way, so a lock reveals no account', async () => {
    const client = new RealmClient(app.server, 'demo', { address: '198.51.100.5' });
    for (let failure = 1; failure <= 5; failure += 1) {
      const { response } = await attempt(client, 'ghost@example.be', 'Wrong-password-1');
      expect(response.statusCode).toBe(401);
    }
    const { response } = await attempt(client, 'ghost@example.be', 'Wrong-password-1');
    expect(response.statusCode).toBe(429);
    expect(alertOf(response.body)).toBe(
      'Te veel pogingen. Wacht enkele minuten en probeer opnieuw.',
    );
  });

  it('locks a client address after 20 failures across accounts', async () => {
    const client = new RealmClient(app.server, 'demo', { address: '198.51.100.6' });
    const uid = await client.startLogin();
    for (let failure = 1; failure <= 20; failure += 1) {
      const response = await client.submitLogin(uid, {
        email: `guess${failure}@example.be`,
        password: 'Wrong-password-1',
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await client.submitLogin(uid, {
      email: 'emma.jacobs@example.be',
      password: demoPasswords.demo,
    });
    expect(blocked.statusCode).toBe(429);
    // Another address still signs the same customer in.
    const elsewhere = new RealmClient(app.server, 'demo', { address: '198.51.100.7' });
    const other = await elsewhere.submitLogin(await elsewhere.startLogin(), {
      email: 'emma.jacobs@example.be',
      password: demoPasswords.demo,
    });
    expect(other.statusCode).toBe(303);
  });

  it('refuses an interaction without its cookie, or another than the cookie names', async () => {
    const client = new RealmClient(app.server, 'demo', { address: '198.51.100.8' });
    const uid = await client.startLogin();
    const stranger = new RealmClient(app.server, 'demo', { address: '198.51.100.8' });
    const expired = 'Something went wrong while logging in. Please try again.';
    const withoutCookie = await stranger.submitLogin(uid, {
      email: 'sofie.maes@example.be',
      password: demoPasswords.demo,
      lang: 'en',
    });
    expect(withoutCookie.statusCode).toBe(400);
    expect(alertOf(withoutCookie.body)).toBe(expired);
    expect(withoutCookie.body).toContain('href="http://demo.localhost:3000/login?lang=en"');
    expect(withoutCookie.body).not.toContain('<form');
    const otherUid = await client.request('GET', '/auth/realms/demo/interaction/abc123?lang=en');
    expect(otherUid.statusCode).toBe(400);
    expect(alertOf(otherUid.body)).toBe(expired);
    const otherRealm = await client.request('GET', `/auth/realms/helios/interaction/${uid}`);
    expect(otherRealm.statusCode).toBe(400);
    expect(otherRealm.body).toContain('Helios Solaire');
  });

  it('refuses an interaction that is over', async () => {
    const client = new RealmClient(app.server, 'demo', { address: '198.51.100.9' });
    const uid = await client.startLogin();
    await app.database.db
      .deleteFrom('oidc_payloads')
      .where('model', '=', 'Interaction')
      .where('id', '=', uid)
      .execute();
    const response = await client.submitLogin(uid, {
      email: 'sofie.maes@example.be',
      password: demoPasswords.demo,
    });
    expect(response.statusCode).toBe(400);
    expect(alertOf(response.body)).toBe('Er ging iets mis bij het aanmelden. Probeer het opnieuw.');
  });
});
