// Completing a login (spec §4): the callback is checked by the library, the customer is loaded
// from auth/me and stored under User (customerIds as id, language lower-cased into the locale, the
// interface switched to it), and the customer goes back to the page they asked for. An
// `authentication_expired` answer restarts the login; other errors keep nobody signed in.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage, startI18n } from '../../../lib/i18n';
import { isLoggedIn, readUser } from '../session';
import { completeLogin, LoginFailedError, startLogin } from './login-flow';
import { isLoginCallback } from './login-redirect';
import {
  AUTHORITY,
  callbackUrl,
  captureRedirects,
  type FakeProvider,
  fakeProvider,
  json,
  realm,
  tokenSet,
} from './oidc-test-provider';
import { configureUserManager, getUserManager } from './user-manager';

let provider: FakeProvider;
let redirects: ReturnType<typeof captureRedirects>;
const me = {
  customerIds: 1001,
  email: 'jan.peeters@example.be',
  languageCode: 'FR',
  countryCode: 'BE',
};

async function login(returnTo: string) {
  void startLogin({ returnTo });
  return (await redirects.next()).searchParams;
}

describe('completing a login', () => {
  beforeEach(async () => {
    localStorage.clear();
    await startI18n('', 'nl');
    provider = fakeProvider((url) =>
      url.startsWith('/api/auth/me') ? json(200, { data: me, errors: [] }) : json(404, {}),
    );
    redirects = captureRedirects();
    configureUserManager(async () => realm);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('recognises the provider answer in the fragment', () => {
    expect(isLoginCallback('#code=abc&state=123')).toBe(true);
    expect(isLoginCallback('#error=access_denied&state=123')).toBe(true);
    expect(isLoginCallback('#state=123')).toBe(false);
    expect(isLoginCallback('#main')).toBe(false);
    expect(isLoginCallback('')).toBe(false);
  });

  it('stores the customer from auth/me, switches the language and returns to the page asked for', async () => {
    const params = await login('/account?tab=1');
    provider.answerTokens(() => ({ status: 200, body: tokenSet(params.get('nonce')) }));
    const target = await completeLogin(
      callbackUrl({ code: 'code-1', state: params.get('state') ?? '' }),
    );
    expect(target).toBe('/account?tab=1');
    expect(provider.otherRequests).toEqual([
      { url: '/api/auth/me', authorization: 'Bearer access-1' },
    ]);
    expect(isLoggedIn()).toBe(true);
    expect(readUser()).toEqual({
      id: 1001,
      email: 'jan.peeters@example.be',
      languageCode: 'fr',
      countryCode: 'BE',
    });
    expect(currentLanguage()).toBe('fr');
  });

  it('redeems one answer once, however often the page asks', async () => {
    const params = await login('/installations');
    provider.answerTokens(() => ({ status: 200, body: tokenSet(params.get('nonce')) }));
    const url = callbackUrl({ code: 'code-2', state: params.get('state') ?? '' });
    const [first, second] = await Promise.all([completeLogin(url), completeLogin(url)]);
    expect(first).toBe('/installations');
    expect(second).toBe('/installations');
    expect(provider.tokenRequests).toHaveLength(1);
  });

  it('restarts the login, with the same return path, on authentication_expired', async () => {
    const params = await login('/account');
    const failing = completeLogin(
      callbackUrl({
        error: 'temporarily_unavailable',
        error_description: 'authentication_expired',
        state: params.get('state') ?? '',
      }),
    ).catch((error: unknown) => error);
    const again = await redirects.next();
    expect(`${again.origin}${again.pathname}`).toBe(`${AUTHORITY}/protocol/openid-connect/auth`);
    expect(again.searchParams.get('state')).toMatch(/;\/account$/);
    expect(again.searchParams.get('state')).not.toBe(params.get('state'));
    // The browser is already leaving; the callback itself still ends as a failed login.
    expect(await failing).toBeInstanceOf(LoginFailedError);
  });

  it('fails with the return path on another error answer, keeping nobody signed in', async () => {
    const params = await login('/account');
    const failure = await completeLogin(
      callbackUrl({ error: 'access_denied', state: params.get('state') ?? '' }),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LoginFailedError);
    expect(failure instanceof LoginFailedError && failure.returnTo).toBe('/account');
    expect(isLoggedIn()).toBe(false);
    expect(await (await getUserManager()).getUser()).toBeNull();
  });

  it('keeps no tokens when auth/me fails', async () => {
    provider = fakeProvider(() =>
      json(500, { data: null, errors: [{ code: 'INTERNAL', message: 'x' }] }),
    );
    const params = await login('/installations');
    provider.answerTokens(() => ({ status: 200, body: tokenSet(params.get('nonce')) }));
    await expect(
      completeLogin(callbackUrl({ code: 'code-3', state: params.get('state') ?? '' })),
    ).rejects.toBeInstanceOf(LoginFailedError);
    expect(isLoggedIn()).toBe(false);
    expect(await (await getUserManager()).getUser()).toBeNull();
  });
});
