// A signed-in customer changes their password on the account page (decision 079): the current
// password is required, a refusal changes nothing, and the change ends every other session of the
// account (its tokens refused, its refresh spent) while the device that asked stays signed in.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setConfirmedPassword } from '../src/platform/identity/credential-repository.ts';
import { hashPassword } from '../src/platform/identity/password-hash.ts';
import { testDialects } from './databases.ts';
import { freshCustomer } from './factory/fresh-customer.ts';
import { RealmClient, type TokenSet } from './oidc-client.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

const oldPassword = 'Zonnepaneel2024';
const newPassword = 'Warmtepomp2026';

describe.each(testDialects())('changing the password on %s', (dialect) => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await buildTestApp(dialect, { clock: () => new Date() });
  });
  afterAll(() => portal?.close());

  /** A fresh customer with a password, signed in on two devices (each its own browser). */
  async function customerOnTwoDevices() {
    const customer = await freshCustomer(portal.database.db, { keep: [] });
    await setConfirmedPassword(
      portal.database.db,
      customer,
      await hashPassword(oldPassword),
      new Date(),
    );
    const device = () =>
      new RealmClient(portal.server, 'demo', { address: `10.9.${randomOctet()}.${randomOctet()}` });
    const phone = device();
    const laptop = device();
    const credentials = { email: customer.email, password: oldPassword };
    return {
      customer,
      phone,
      laptop,
      phoneTokens: await phone.signIn(credentials),
      laptopTokens: await laptop.signIn(credentials),
    };
  }

  const me = (tokens: TokenSet) =>
    portal.server.inject({
      url: '/api/auth/me',
      headers: { 'x-subdomain': 'demo', authorization: `Bearer ${tokens.access_token}` },
    });
  const change = (tokens: TokenSet | undefined, body: unknown) =>
    portal.server.inject({
      method: 'PUT',
      url: '/api/customers/me/password',
      headers: {
        'x-subdomain': 'demo',
        ...(tokens ? { authorization: `Bearer ${tokens.access_token}` } : {}),
      },
      payload: body as Record<string, unknown>,
    });
  const canSignIn = async (email: string, password: string) => {
    const client = new RealmClient(portal.server, 'demo', {
      address: `10.8.${randomOctet()}.${randomOctet()}`,
    });
    const uid = await client.startLogin();
    return (await client.submitLogin(uid, { email, password })).statusCode === 303;
  };

  it('ends the other sessions and keeps the one that asked', async () => {
    const { customer, phone, laptop, phoneTokens, laptopTokens } = await customerOnTwoDevices();
    const answer = await change(phoneTokens, { currentPassword: oldPassword, newPassword });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: { otherSessionsEnded: 1 }, errors: [] });

    expect((await me(phoneTokens)).statusCode).toBe(200);
    expect((await phone.refresh(phoneTokens.refresh_token)).statusCode).toBe(200);
    expect((await me(laptopTokens)).statusCode).toBe(401);
    expect((await laptop.refresh(laptopTokens.refresh_token)).statusCode).toBe(400);

    expect(await canSignIn(customer.email, oldPassword)).toBe(false);
    expect(await canSignIn(customer.email, newPassword)).toBe(true);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const { customer, laptopTokens, phoneTokens } = await customerOnTwoDevices();
    const answer = await change(phoneTokens, { currentPassword: 'Verkeerd12345', newPassword });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      data: null,
      errors: [{ code: 'VALIDATION', field: 'body.currentPassword' }],
    });
    expect((await me(laptopTokens)).statusCode).toBe(200);
    expect(await canSignIn(customer.email, oldPassword)).toBe(true);
    expect(await canSignIn(customer.email, newPassword)).toBe(false);
  });

  it('refuses a weak new password or the same one, naming the field', async () => {
    const { phoneTokens, laptopTokens } = await customerOnTwoDevices();
    for (const candidate of ['kort1', 'zonderhetcijfer', oldPassword]) {
      const answer = await change(phoneTokens, {
        currentPassword: oldPassword,
        newPassword: candidate,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors[0]).toMatchObject({
        code: 'VALIDATION',
        field: 'body.newPassword',
      });
    }
    expect((await me(laptopTokens)).statusCode).toBe(200);
  });

  it('stops guessing the current password after five tries in 15 minutes', async () => {
    const { customer, phoneTokens } = await customerOnTwoDevices();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const guess = { currentPassword: `Raden${attempt}12345`, newPassword };
      statuses.push((await change(phoneTokens, guess)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const right = await change(phoneTokens, { currentPassword: oldPassword, newPassword });
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBeDefined();
    expect(await canSignIn(customer.email, oldPassword)).toBe(true);
  });

  it('needs a signed-in customer', async () => {
    const answer = await change(undefined, { currentPassword: oldPassword, newPassword });
    expect(answer.statusCode).toBe(401);
  });
});

function randomOctet(): number {
  return randomBytes(1)[0] ?? 1;
}
