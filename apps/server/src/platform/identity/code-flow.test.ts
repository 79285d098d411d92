// The authorization code flow with PKCE through the embedded realm, driven over HTTP as the SPA
// and its OpenID client do (authorize → interaction → login → code → tokens), and the attacks on
// it the provider must refuse: missing or weak PKCE, a reused code, a foreign redirect URI.
import { createHash } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../../test/databases.ts';
import { customerScope } from '../../../test/demo-database.ts';
import { issuerOf, RealmClient, redirectUriOf } from '../../../test/oidc-client.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { demoPasswords } from '../../demo/demo-accounts.ts';
import { API_AUDIENCE } from '../tenancy/realm-settings.ts';

const jan = { email: 'jan.peeters@example.be', password: demoPasswords.demo };

function fragmentOf(location: unknown): URLSearchParams {
  const url = String(location ?? '');
  return new URLSearchParams(url.slice(url.indexOf('#') + 1));
}

describe.each(testDialects())('code flow on %s', (dialect) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp(dialect, { clock: () => new Date() });
  });
  afterAll(() => app.close());

  it('goes from the authorization request to a JWT access token for the portal API', async () => {
    const client = new RealmClient(app.server, 'demo');
    // The authorization endpoint answers with the login form itself (decision 013).
    const authorize = await client.authorize();
    expect(authorize.statusCode).toBe(200);
    expect(authorize.headers.location).toBeUndefined();
    const uid = await client.startLogin();

    const login = await client.submitLogin(uid, jan);
    expect(login.statusCode).toBe(303);
    const redirectTo = String(login.headers.location);
    expect(redirectTo).toBe(`${issuerOf('demo')}/protocol/openid-connect/auth/${uid}`);

    const answer = await client.resume(redirectTo);
    expect(answer.get('state')).toBe(client.state);
    expect(answer.get('iss')).toBe(issuerOf('demo'));
    const code = answer.get('code') ?? '';
    expect(code).not.toBe('');

    const tokens = await client.exchangeCode(code);
    expect(tokens.statusCode).toBe(200);
    const body = tokens.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 1800 });
    expect(typeof body.refresh_token).toBe('string');

    const { customerId } = await customerScope(app.database.db, 'demo', jan.email);
    expect(decodeProtectedHeader(body.access_token)).toMatchObject({ typ: 'at+jwt', alg: 'ES256' });
    expect(decodeJwt(body.access_token)).toMatchObject({
      iss: issuerOf('demo'),
      aud: API_AUDIENCE,
      sub: String(customerId),
      client_id: 'customer-portal',
    });
    expect(decodeProtectedHeader(body.id_token).alg).toBe('RS256');
    expect(decodeJwt(body.id_token)).toMatchObject({
      iss: issuerOf('demo'),
      aud: 'customer-portal',
      sub: String(customerId),
      nonce: client.nonce,
      email: jan.email,
      given_name: 'Jan',
    });

    // The API's own verifier accepts it (issuer, audience, keys of the realm).
    const me = await app.server.inject({
      url: '/api/auth/me?subDomain=demo',
      headers: { 'x-subdomain': 'demo', authorization: `Bearer ${body.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.customerIds).toBe(customerId);
  });

  it("answers userinfo for the code flow's own access token and says the granted scope", async () => {
    const client = new RealmClient(app.server, 'demo');
    const tokens = await client.signIn(jan);
    // offline_access is granted only with prompt=consent (OpenID Connect Core 11), as the
    // provider has always done: the answer says what was granted, no more.
    expect(tokens.scope.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    const userinfo = await client.request(
      'GET',
      '/auth/realms/demo/protocol/openid-connect/userinfo',
      { headers: { authorization: `Bearer ${tokens.access_token}` } },
    );
    expect(userinfo.statusCode).toBe(200);
    const { customerId } = await customerScope(app.database.db, 'demo', jan.email);
    expect(userinfo.json()).toMatchObject({
      sub: String(customerId),
      email: jan.email,
      given_name: 'Jan',
    });
    const posted = await client.request(
      'POST',
      '/auth/realms/demo/protocol/openid-connect/userinfo',
      { headers: { authorization: `Bearer ${tokens.access_token}` } },
    );
    expect(posted.json().sub).toBe(String(customerId));
    const refreshed = await client.refresh(tokens.refresh_token);
    expect(refreshed.json().scope.split(' ')).toContain('openid');
    const forged = await client.request(
      'GET',
      '/auth/realms/demo/protocol/openid-connect/userinfo',
      { headers: { authorization: `Bearer ${tokens.access_token}x` } },
    );
    expect(forged.statusCode).toBe(401);
    expect(forged.headers['www-authenticate']).toContain('invalid_token');
    const missing = await client.request(
      'GET',
      '/auth/realms/demo/protocol/openid-connect/userinfo',
    );
    expect(missing.statusCode).toBe(400);
  });

  it('issues the claims a Keycloak client reads, in the access token and the ID token', async () => {
    const client = new RealmClient(app.server, 'demo');
    const tokens = await client.signIn(jan);
    const { customerId } = await customerScope(app.database.db, 'demo', jan.email);
    const access = decodeJwt(tokens.access_token);
    expect(access).toMatchObject({
      sub: String(customerId),
      azp: 'customer-portal',
      typ: 'Bearer',
      preferred_username: jan.email,
      email: jan.email,
      given_name: 'Jan',
      realm_access: { roles: ['customer'] },
    });
    expect(String(access.scope).split(' ')).toContain('openid');
    expect(typeof access.sid).toBe('string');
    expect(typeof access.auth_time).toBe('number');
    const id = decodeJwt(tokens.id_token);
    expect(id).toMatchObject({ azp: 'customer-portal', sid: access.sid });
    expect(id.auth_time).toBe(access.auth_time);
    const digest = createHash('sha256').update(tokens.access_token).digest();
    expect(id.at_hash).toBe(digest.subarray(0, 16).toString('base64url'));
    // A refreshed pair keeps them: the new ID token hashes the new access token.
    const refreshed = (await client.refresh(tokens.refresh_token)).json();
    const again = decodeJwt(refreshed.id_token);
    const newDigest = createHash('sha256').update(refreshed.access_token).digest();
    expect(again.at_hash).toBe(newDigest.subarray(0, 16).toString('base64url'));
    expect(decodeJwt(refreshed.access_token)).toMatchObject({
      sid: access.sid,
      auth_time: access.auth_time,
    });
  });

  it('lists in discovery exactly the claims its tokens and userinfo carry', async () => {
    const client = new RealmClient(app.server, 'demo');
    const tokens = await client.signIn(jan);
    const discovery = await client.request(
      'GET',
      '/auth/realms/demo/.well-known/openid-configuration',
    );
    const listed = new Set<string>(discovery.json().claims_supported);
    const userinfo = await client.request(
      'GET',
      '/auth/realms/demo/protocol/openid-connect/userinfo',
      { headers: { authorization: `Bearer ${tokens.access_token}` } },
    );
    const issued = new Set([
      ...Object.keys(decodeJwt(tokens.access_token)),
      ...Object.keys(decodeJwt(tokens.id_token)),
      ...Object.keys(userinfo.json()),
    ]);
    expect([...issued].filter((claim) => !listed.has(claim))).toEqual([]);
    expect([...listed].filter((claim) => !issued.has(claim))).toEqual([]);
  });

  it('signs in again without a form while the provider session lives (single sign-on)', async () => {
    const client = new RealmClient(app.server, 'demo');
    await client.signIn(jan);
    const again = await client.authorize();
    expect(again.statusCode).toBe(303);
    expect(fragmentOf(again.headers.location).get('code')).toBeTruthy();
  });

  it('gives consent for its own client without a page when a signed-in customer is asked', async () => {
    const client = new RealmClient(app.server, 'demo');
    await client.signIn(jan);
    const asked = await client.authorize({ prompt: 'consent' });
    expect(asked.statusCode).toBe(303);
    const uid = String(asked.headers.location).split('/').pop() ?? '';
    const interaction = await client.request('GET', `/auth/realms/demo/interaction/${uid}`);
    expect(interaction.statusCode).toBe(303);
    const resumed = String(interaction.headers.location);
    expect(resumed).toBe(`${issuerOf('demo')}/protocol/openid-connect/auth/${uid}`);
    const answer = await client.resume(resumed);
    const tokens = await client.exchangeCode(answer.get('code') ?? '');
    expect(tokens.statusCode).toBe(200);
    expect(typeof tokens.json().refresh_token).toBe('string');
  });

  it('requires PKCE with S256: missing or plain challenges are refused', async () => {
    const client = new RealmClient(app.server, 'demo');
    const missing = await client.authorize({
      code_challenge: undefined,
      code_challenge_method: undefined,
    });
    expect(fragmentOf(missing.headers.location).get('error')).toBe('invalid_request');
    const plain = await client.authorize({
      code_challenge_method: 'plain',
      code_challenge: client.pkce.verifier,
    });
    expect(fragmentOf(plain.headers.location).get('error')).toBe('invalid_request');
    expect(String(plain.headers.location)).not.toContain('code=');
  });

  it('refuses a code with the wrong verifier or without one', async () => {
    const client = new RealmClient(app.server, 'demo');
    const code = await client.loginForCode(jan);
    const wrong = await client.exchangeCode(code, { code_verifier: 'x'.repeat(64) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('invalid_grant');
    const none = await client.token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUriOf('demo'),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe('invalid_grant');
  });

  it('refuses a code used twice and revokes what the first use issued', async () => {
    const client = new RealmClient(app.server, 'demo');
    const code = await client.loginForCode(jan);
    const first = await client.exchangeCode(code);
    expect(first.statusCode).toBe(200);
    const second = await client.exchangeCode(code);
    expect(second.statusCode).toBe(400);
    expect(second.json().error).toBe('invalid_grant');
    const refresh = await client.refresh(first.json().refresh_token);
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json().error).toBe('invalid_grant');
  });

  it.each([
    ['a trailing slash', 'http://demo.localhost:3000/login/'],
    ['another path', 'http://demo.localhost:3000/installations'],
    ["another tenant's origin", 'http://helios.localhost:3000/login'],
    ['https instead of http', 'https://demo.localhost:3000/login'],
    ['a foreign host', 'http://evil.example/login'],
  ])(
    'refuses a redirect URI with %s, on a branded page and without redirecting',
    async (_, uri) => {
      const client = new RealmClient(app.server, 'demo');
      const response = await client.authorize({ redirect_uri: uri });
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('Zonnewende Energie');
      expect(response.body).toContain('Er ging iets mis bij het aanmelden.');
      expect(response.body).not.toContain('redirect_uri did not match');
    },
  );

  it('answers token requests from the portal origin only (CORS)', async () => {
    const client = new RealmClient(app.server, 'demo');
    const tokens = await client.signIn(jan);
    const foreign = await client.request(
      'POST',
      '/auth/realms/demo/protocol/openid-connect/token',
      {
        form: {
          client_id: 'customer-portal',
          grant_type: 'refresh_token',
          refresh_token: tokens.refresh_token,
        },
        headers: { origin: 'http://evil.example' },
      },
    );
    expect(foreign.json().error).toBe('invalid_request');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const own = await client.request('POST', '/auth/realms/demo/protocol/openid-connect/token', {
      form: {
        client_id: 'customer-portal',
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
      },
      headers: { origin: 'http://demo.localhost:3000' },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['access-control-allow-origin']).toBe('http://demo.localhost:3000');
  });

  it('refuses an implicit flow and the password grant', async () => {
    const client = new RealmClient(app.server, 'demo');
    const implicit = await client.authorize({ response_type: 'token' });
    expect(fragmentOf(implicit.headers.location).get('error')).toBe('unsupported_response_type');
    const password = await client.token({
      grant_type: 'password',
      username: jan.email,
      password: jan.password,
    });
    expect(password.json().error).toBe('unsupported_grant_type');
  });

  it('rotates refresh tokens, and a reused one revokes the whole grant', async () => {
    const client = new RealmClient(app.server, 'demo');
    const tokens = await client.signIn(jan);
    const first = await client.refresh(tokens.refresh_token);
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(rotated.access_token).aud).toBe(API_AUDIENCE);

    const reused = await client.refresh(tokens.refresh_token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe('invalid_grant');
    // The theft signal ended the grant: the newest refresh token is dead too.
    const newest = await client.refresh(rotated.refresh_token);
    expect(newest.statusCode).toBe(400);
    expect(newest.json().error).toBe('invalid_grant');
  });

  it("never accepts one realm's codes or tokens in another realm", async () => {
    const demo = new RealmClient(app.server, 'demo');
    const tokens = await demo.signIn(jan);
    const helios = new RealmClient(app.server, 'helios');
    const introspect = (client: RealmClient, token: string) =>
      client.request('POST', `${client.realmPath}/protocol/openid-connect/token/introspect`, {
        form: { client_id: 'customer-portal', token },
      });
    expect((await introspect(demo, tokens.refresh_token)).json().active).toBe(true);
    expect((await introspect(helios, tokens.refresh_token)).json().active).toBe(false);
    const refresh = await helios.refresh(tokens.refresh_token);
    expect(refresh.json().error).toBe('invalid_grant');
    const userinfo = await helios.request(
      'GET',
      '/auth/realms/helios/protocol/openid-connect/userinfo',
      { headers: { authorization: `Bearer ${tokens.access_token}` } },
    );
    expect(userinfo.statusCode).toBe(401);
    const code = await new RealmClient(app.server, 'demo').loginForCode(jan);
    const exchanged = await helios.exchangeCode(code, { redirect_uri: redirectUriOf('demo') });
    expect(exchanged.json().error).toBe('invalid_grant');
  });

  it('logs out without a second click and ends the refresh tokens of the session', async () => {
    const client = new RealmClient(app.server, 'demo');
    const tokens = await client.signIn(jan);
    const query = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: redirectUriOf('demo'),
      state: 'bye',
      ui_locales: 'fr',
    });
    const page = await client.request(
      'GET',
      `/auth/realms/demo/protocol/openid-connect/logout?${query}`,
    );
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Un instant, nous vous déconnectons de Zonnewende Energie.');
    expect(page.body).toContain("document.getElementById('op.logoutForm').submit();");
    expect(page.headers['content-security-policy']).toMatch(/script-src 'sha256-/);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const confirm = await client.request(
      'POST',
      '/auth/realms/demo/protocol/openid-connect/logout/confirm',
      { form: { xsrf, logout: 'yes' } },
    );
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe('http://demo.localhost:3000/login?state=bye');
    expect(client.jar.has('_session')).toBe(false);
    expect((await client.refresh(tokens.refresh_token)).json().error).toBe('invalid_grant');
  });
});
