// The small start of a login (decision 013): the request the provider gets and the state stored
// for the library to finish with (user-manager.test.ts and login-flow.test.ts complete logins
// started this way through oidc-client-ts itself); and the cold /login that leaves from the entry.
import { StorageKey } from '@portal/domain/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localStore } from '../../../lib/storage';
import { startColdLogin } from './cold-login-start';
import { clearStaleLoginStates, prepareLogin } from './login-redirect';
import { AUTHORITY, captureRedirects, realm } from './oidc-test-provider';

async function sha256url(text: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)),
  );
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function storedState(url: URL) {
  const id = url.searchParams.get('state')?.split(';')[0];
  return JSON.parse(localStorage.getItem(`oidc.${id}`) ?? 'null');
}

describe('the start of a login', () => {
  beforeEach(() => localStorage.clear());

  it("asks Keycloak's authorization endpoint for a code with PKCE S256, language and hint", async () => {
    const url = new URL(
      await prepareLogin(realm, 'https://demo.portal.be', {
        returnTo: '/account',
        language: 'fr',
        loginHint: 'jan@example.be',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${AUTHORITY}/protocol/openid-connect/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'customer-portal',
      redirect_uri: 'https://demo.portal.be/login',
      response_type: 'code',
      response_mode: 'fragment',
      scope: 'openid email profile offline_access',
      code_challenge_method: 'S256',
      ui_locales: 'fr',
      login_hint: 'jan@example.be',
    });
    const state = storedState(url);
    expect(state).toMatchObject({
      request_type: 'si:r',
      url_state: '/account',
      authority: AUTHORITY,
      client_id: 'customer-portal',
      redirect_uri: 'https://demo.portal.be/login',
      response_mode: 'fragment',
      nonce: url.searchParams.get('nonce'),
    });
    expect(state.code_verifier).toMatch(/^[0-9a-f]{96}$/);
    expect(url.searchParams.get('code_challenge')).toBe(await sha256url(state.code_verifier));
    expect(url.searchParams.get('state')).toBe(`${state.id};/account`);
  });

  it('refuses a realm without client id or realm name (spec §5)', async () => {
    const request = { returnTo: '/', language: 'nl' };
    await expect(prepareLogin({ ...realm, resource: '' }, 'https://x', request)).rejects.toThrow(
      'clientId missing',
    );
    await expect(prepareLogin({ ...realm, realm: '' }, 'https://x', request)).rejects.toThrow(
      'realm missing',
    );
  });

  it('drops login states older than one hour, never the token set', () => {
    const now = 1_800_000_000;
    localStorage.setItem('oidc.old', JSON.stringify({ id: 'old', created: now - 3600 }));
    localStorage.setItem('oidc.fresh', JSON.stringify({ id: 'fresh', created: now - 3599 }));
    localStorage.setItem('oidc.broken', '{');
    localStorage.setItem('oidc.user:issuer:client', JSON.stringify({ access_token: 'a' }));
    localStorage.setItem('other', 'kept');
    clearStaleLoginStates(localStorage, now);
    expect(Object.keys(localStorage).sort()).toEqual([
      'oidc.fresh',
      'oidc.user:issuer:client',
      'other',
    ]);
  });
});

describe('a cold /login', () => {
  let redirects: ReturnType<typeof captureRedirects>;
  const bootstrap = (data: object) => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'portal-bootstrap';
    block.textContent = JSON.stringify(data);
    document.head.append(block);
  };

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    redirects = captureRedirects();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('leaves for the provider with the realm and a language of the tenant the server wrote', async () => {
    // The page reads its block once; this test is the only one that writes it.
    bootstrap({ realm, config: { config: { defaultLanguage: 'fr' }, languages: ['fr', 'en'] } });
    window.history.replaceState(null, '', '/login?returnTo=%2Faccount');
    expect(await startColdLogin()).toBe(true);
    const url = await redirects.next();
    expect(url.searchParams.get('ui_locales')).toBe('fr');
    expect(url.searchParams.get('state')).toMatch(/;\/account$/);

    window.history.replaceState(null, '', '/login?lang=en');
    expect(await startColdLogin()).toBe(true);
    expect((await redirects.next()).searchParams.get('ui_locales')).toBe('en');

    // A language the tenant does not offer gives way to its default (decision 056).
    window.history.replaceState(null, '', '/login?lang=nl');
    expect(await startColdLogin()).toBe(true);
    expect((await redirects.next()).searchParams.get('ui_locales')).toBe('fr');
  });

  it('leaves the callback, a signed-in customer and other pages to the app', async () => {
    window.history.replaceState(null, '', '/login#code=abc&state=123');
    expect(await startColdLogin()).toBe(false);
    window.history.replaceState(null, '', '/installations');
    expect(await startColdLogin()).toBe(false);
    localStore.write(StorageKey.User, { id: 1 });
    window.history.replaceState(null, '', '/login');
    expect(await startColdLogin()).toBe(false);
  });
});
