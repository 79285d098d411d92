// The login client's settings, and proof that oidc-client-ts checks what spec §4 asks of the
// identity login: a callback counts only when its state matches a stored one, the ID token's nonce
// must match the stored nonce (else no token is kept), and stored login state expires after one
// hour. Every check runs in the library, against a fake provider that answers like a real one —
// or wrongly, on purpose.
import { UserManager } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLogin } from './login-flow';
import { authorityOf } from './login-redirect';
import {
  AUTHORITY,
  callbackUrl,
  captureRedirects,
  type FakeProvider,
  fakeProvider,
  realm,
  tokenSet,
} from './oidc-test-provider';
import { configureUserManager, userManagerSettings } from './user-manager';

let provider: FakeProvider;
let redirects: ReturnType<typeof captureRedirects>;
const origin = () => window.location.origin;

function manager(): UserManager {
  return new UserManager(userManagerSettings(realm, origin()));
}

/** Starts a login as the page does; the authorization request the browser would send. */
async function login(returnTo = '/account'): Promise<URLSearchParams> {
  void startLogin({ returnTo });
  return (await redirects.next()).searchParams;
}

describe('login client', () => {
  beforeEach(() => {
    localStorage.clear();
    provider = fakeProvider();
    redirects = captureRedirects();
    configureUserManager(async () => realm);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('is built from portal/realm with exact redirect URIs, fragment answers and localStorage', () => {
    expect(authorityOf(realm)).toBe(AUTHORITY);
    expect(userManagerSettings(realm, 'https://demo.portal.be')).toMatchObject({
      authority: AUTHORITY,
      client_id: 'customer-portal',
      redirect_uri: 'https://demo.portal.be/login',
      post_logout_redirect_uri: 'https://demo.portal.be/login',
      response_type: 'code',
      response_mode: 'fragment',
      scope: 'openid email profile offline_access',
      staleStateAgeInSeconds: 3600,
      automaticSilentRenew: false,
      monitorSession: false,
      loadUserInfo: false,
    });
    expect(() => userManagerSettings({ ...realm, resource: '' }, origin())).toThrow(
      'clientId missing',
    );
    expect(() => userManagerSettings({ ...realm, realm: '' }, origin())).toThrow('realm missing');
  });

  it('asks for a code with PKCE S256 (96-character verifier), a nonce and the return path in the state', async () => {
    const params = await login('/account?tab=1');
    expect(params.get('response_type')).toBe('code');
    expect(params.get('response_mode')).toBe('fragment');
    expect(params.get('scope')).toBe('openid email profile offline_access');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('redirect_uri')).toBe(`${origin()}/login`);
    expect(params.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toMatch(/^[0-9a-f]+;\/account\?tab=1$/);
    const stateId = params.get('state')?.split(';')[0];
    const stored = JSON.parse(localStorage.getItem(`oidc.${stateId}`) ?? '{}');
    expect(stored.code_verifier).toHaveLength(96);
    expect(stored.nonce).toBe(params.get('nonce'));
  });

  it('completes a login whose state and nonce match (the control case)', async () => {
    const params = await login();
    provider.answerTokens(() => ({ status: 200, body: tokenSet(params.get('nonce')) }));
    const user = await manager().signinCallback(
      callbackUrl({ code: 'code-1', state: params.get('state') ?? '' }),
    );
    expect(user?.access_token).toBe('access-1');
    expect(user?.url_state).toBe('/account');
    const exchange = provider.tokenRequests[0]?.body;
    expect(exchange?.get('grant_type')).toBe('authorization_code');
    expect(exchange?.get('code_verifier')).toHaveLength(96);
    // A reload keeps the session: the tokens are in localStorage.
    expect((await manager().getUser())?.access_token).toBe('access-1');
  });

  it('rejects a callback whose state matches no stored login, before any token exchange', async () => {
    const params = await login();
    provider.answerTokens(() => ({ status: 200, body: tokenSet(params.get('nonce')) }));
    await expect(
      manager().signinCallback(callbackUrl({ code: 'code-1', state: 'forged-state' })),
    ).rejects.toThrow('No matching state found in storage');
    expect(provider.tokenRequests).toHaveLength(0);
    expect(await manager().getUser()).toBeNull();
  });

  it('rejects an ID token whose nonce differs from the stored one, and keeps no token', async () => {
    const params = await login();
    provider.answerTokens(() => ({ status: 200, body: tokenSet('nonce-of-another-login') }));
    await expect(
      manager().signinCallback(callbackUrl({ code: 'code-1', state: params.get('state') ?? '' })),
    ).rejects.toThrow('nonce in id_token does not match nonce in client storage');
    expect(provider.tokenRequests).toHaveLength(1);
    expect(await manager().getUser()).toBeNull();
  });

  it('rejects an ID token without a nonce', async () => {
    const params = await login();
    provider.answerTokens(() => ({ status: 200, body: tokenSet(null) }));
    await expect(
      manager().signinCallback(callbackUrl({ code: 'code-1', state: params.get('state') ?? '' })),
    ).rejects.toThrow('nonce in id_token does not match nonce in client storage');
  });

  it('rejects a callback whose stored state is older than one hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const params = await login();
    provider.answerTokens(() => ({ status: 200, body: tokenSet(params.get('nonce')) }));
    vi.setSystemTime(Date.now() + 3601 * 1000);
    const client = manager();
    await client.clearStaleState();
    await expect(
      client.signinCallback(callbackUrl({ code: 'code-1', state: params.get('state') ?? '' })),
    ).rejects.toThrow('No matching state found in storage');
  });
});
