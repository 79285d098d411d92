// The realm as a third-party relying party sees it: openid-client (pinned, version 6) runs
// discovery, code flow with PKCE S256, userinfo, refresh, introspection, revocation of refresh and
// access tokens, RP-initiated logout and client credentials against the embedded realm, on both
// databases. Its HTTP goes through the real app (inject); the login form is filled as a browser
// does (RealmClient).
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPasswords } from '../src/demo/demo-accounts.ts';
import { findTenantBySubdomain } from '../src/platform/tenancy/tenant-repository.ts';
import { testDialects } from './databases.ts';
import { integrationClientsOf } from './integration-token-client.ts';
import { clientId, issuerOf, RealmClient, redirectUriOf } from './oidc-client.ts';
import type { TestApp } from './test-app.ts';
import { buildTestApp } from './test-app.ts';

const jan = { email: 'jan.peeters@example.be', password: demoPasswords.demo };

describe.each(testDialects())('openid-client against the realm on %s', (dialect) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp(dialect, { clock: () => new Date() });
  });
  afterAll(() => app.close());

  const throughApp: oidc.CustomFetch = async (url, options) => {
    const target = new URL(url);
    const headers: Record<string, string> = {};
    new Headers(options.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const answer = await app.server.inject({
      method: options.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers,
      remoteAddress: '127.0.0.1',
      ...(options.body === undefined || options.body === null
        ? {}
        : { payload: String(options.body) }),
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === 'string') answerHeaders.set(name, value);
    }
    const empty = answer.body === '' || answer.statusCode === 204;
    return new Response(empty ? null : answer.body, {
      status: answer.statusCode,
      headers: answerHeaders,
    });
  };

  const discover = async (id: string, auth: oidc.ClientAuth) => {
    const config = await oidc.discovery(new URL(issuerOf('demo')), id, undefined, auth, {
      execute: [oidc.allowInsecureRequests],
      [oidc.customFetch]: throughApp,
    });
    config[oidc.customFetch] = throughApp;
    return config;
  };

  const me = (accessToken: string) =>
    app.server.inject({
      url: '/api/auth/me',
      headers: { 'x-subdomain': 'demo', authorization: `Bearer ${accessToken}` },
    });

  async function signIn(config: oidc.Configuration) {
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUriOf('demo'),
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    const browser = new RealmClient(app.server, 'demo');
    const uid = await browser.startLogin(Object.fromEntries(url.searchParams));
    const login = await browser.submitLogin(uid, jan);
    const answer = await browser.resume(String(login.headers.location));
    const tokens = await oidc.authorizationCodeGrant(
      config,
      new URL(`${redirectUriOf('demo')}?${answer}`),
      { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce },
    );
    return { browser, tokens };
  }

  it('completes code + PKCE, userinfo, refresh, revocation of both tokens and logout', async () => {
    const config = await discover(clientId, oidc.None());
    expect(config.serverMetadata().introspection_endpoint).toBe(
      `${issuerOf('demo')}/protocol/openid-connect/token/introspect`,
    );
    const { tokens } = await signIn(config);
    const sub = tokens.claims()?.sub ?? '';
    const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, sub);
    expect(userinfo.email).toBe(jan.email);

    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token ?? '');
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect((await me(refreshed.access_token)).statusCode).toBe(200);
    await oidc.tokenRevocation(config, refreshed.access_token);
    expect((await me(refreshed.access_token)).statusCode).toBe(401);

    const second = await signIn(config);
    await oidc.tokenRevocation(config, second.tokens.refresh_token ?? '');
    await expect(
      oidc.refreshTokenGrant(config, second.tokens.refresh_token ?? ''),
    ).rejects.toThrow();

    const third = await signIn(config);
    const logout = oidc.buildEndSessionUrl(config, {
      id_token_hint: third.tokens.id_token ?? '',
      post_logout_redirect_uri: redirectUriOf('demo'),
    });
    expect(logout.pathname).toBe('/auth/realms/demo/protocol/openid-connect/logout');
    const page = await third.browser.request('GET', `${logout.pathname}${logout.search}`);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const done = await third.browser.request(
      'POST',
      '/auth/realms/demo/protocol/openid-connect/logout/confirm',
      { form: { xsrf, logout: 'yes' } },
    );
    expect(done.statusCode).toBe(303);
    expect((await me(third.tokens.access_token)).statusCode).toBe(401);
  });

  it('gets a client-credentials token and introspects it as a confidential client', async () => {
    const tenantId = (await findTenantBySubdomain(app.database.db, 'demo'))?.id ?? Number.NaN;
    const issued = await integrationClientsOf(app.database.db).createIntegrationClient(tenantId, {
      name: 'openid-client',
      scopes: ['customers:read'],
    });
    if (issued.authMethod !== 'client_secret_basic') throw new Error('expected a secret');
    const config = await discover(issued.clientId, oidc.ClientSecretBasic(issued.secret));
    const tokens = await oidc.clientCredentialsGrant(config, { scope: 'customers:read' });
    expect(tokens.scope).toBe('customers:read');
    const introspection = await oidc.tokenIntrospection(config, tokens.access_token);
    expect(introspection).toMatchObject({ active: true, client_id: issued.clientId });
    const other = await integrationClientsOf(app.database.db).createIntegrationClient(tenantId, {
      name: 'another',
      scopes: ['customers:read'],
    });
    if (other.authMethod !== 'client_secret_basic') throw new Error('expected a secret');
    const otherConfig = await discover(other.clientId, oidc.ClientSecretBasic(other.secret));
    expect((await oidc.tokenIntrospection(otherConfig, tokens.access_token)).active).toBe(false);
  });
});
