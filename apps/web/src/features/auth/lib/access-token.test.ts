// The token behind every authenticated call (spec §4): refreshed through the refresh-token grant
// when it expires within 900 s, once for concurrent callers; a refresh refused with 400 clears the
// tokens and the User entry, logs 'Failed to refresh token' and sends the customer to login.
import { User, type UserManager } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isLoggedIn, saveUser } from '../session';
import { freshAccessToken, setLoginRequiredHandler } from './access-token';
import { type FakeProvider, fakeProvider, idToken, realm, tokenSet } from './oidc-test-provider';
import { configureUserManager, getUserManager } from './user-manager';

let provider: FakeProvider;
let manager: UserManager;
const loginRequired = vi.fn();

async function storeTokens(expiresInSeconds: number) {
  await manager.storeUser(
    new User({
      access_token: 'access-old',
      refresh_token: 'refresh-old',
      id_token: idToken({ sub: '1001' }),
      token_type: 'Bearer',
      scope: 'openid email profile offline_access',
      profile: {
        sub: '1001',
        iss: realm['auth-server-url'],
        aud: 'customer-portal',
        exp: 0,
        iat: 0,
      },
      expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds,
    }),
  );
  saveUser({ id: 1001, email: 'jan.peeters@example.be', languageCode: 'nl', countryCode: 'BE' });
}

describe('fresh access tokens', () => {
  beforeEach(async () => {
    localStorage.clear();
    provider = fakeProvider();
    configureUserManager(async () => realm);
    manager = await getUserManager();
    loginRequired.mockClear();
    setLoginRequiredHandler(loginRequired);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('uses the stored token while it has more than 900 s left', async () => {
    await storeTokens(901);
    expect(await freshAccessToken(manager)).toBe('access-old');
    expect(provider.tokenRequests).toHaveLength(0);
  });

  it('refreshes with the refresh token when 900 s or less are left, once for concurrent calls', async () => {
    await storeTokens(900);
    provider.answerTokens(() => ({
      status: 200,
      body: tokenSet(null, { access_token: 'access-new', refresh_token: 'refresh-new' }),
    }));
    const tokens = await Promise.all([freshAccessToken(manager), freshAccessToken(manager)]);
    expect(tokens).toEqual(['access-new', 'access-new']);
    expect(provider.tokenRequests).toHaveLength(1);
    const grant = provider.tokenRequests[0]?.body;
    expect(grant?.get('grant_type')).toBe('refresh_token');
    expect(grant?.get('refresh_token')).toBe('refresh-old');
    // The rotated refresh token is kept for the next refresh.
    expect((await manager.getUser())?.refresh_token).toBe('refresh-new');
    expect(await freshAccessToken(manager)).toBe('access-new');
    expect(provider.tokenRequests).toHaveLength(1);
  });

  it('ends the session when the token endpoint refuses the refresh (400)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await storeTokens(60);
    provider.answerTokens(() => ({ status: 400, body: { error: 'invalid_grant' } }));
    expect(await freshAccessToken(manager)).toBeNull();
    expect(logged).toHaveBeenCalledWith('Failed to refresh token', expect.anything());
    expect(await manager.getUser()).toBeNull();
    expect(isLoggedIn()).toBe(false);
    expect(localStorage.getItem('User')).toBeNull();
    expect(loginRequired).toHaveBeenCalledTimes(1);
  });

  it('keeps the session through a network failure while the token is still valid', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await storeTokens(600);
    provider.answerTokens(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await freshAccessToken(manager)).toBe('access-old');
    expect(isLoggedIn()).toBe(true);
    expect(loginRequired).not.toHaveBeenCalled();
  });

  it('has no token for a visitor', async () => {
    expect(await freshAccessToken(manager)).toBeNull();
    expect(provider.tokenRequests).toHaveLength(0);
  });
});
