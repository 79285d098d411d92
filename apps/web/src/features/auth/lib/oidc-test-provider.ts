// A fake OpenID provider for unit tests: answers discovery and the token endpoint through a
// stubbed fetch, and records the requests. The library under test does all the checking; the
// fake only answers like a provider would (including wrongly, when a test asks it to).
import type { Realm } from '@portal/contract/portal';
import { expect, vi } from 'vitest';

const PROVIDER_ORIGIN = 'http://demo.localhost:3000';
export const realm: Realm = {
  'auth-server-url': `${PROVIDER_ORIGIN}/auth`,
  realm: 'demo',
  resource: 'customer-portal',
};
export const AUTHORITY = `${PROVIDER_ORIGIN}/auth/realms/demo`;
export const TOKEN_ENDPOINT = `${AUTHORITY}/protocol/openid-connect/token`;

const metadata = {
  issuer: AUTHORITY,
  authorization_endpoint: `${AUTHORITY}/protocol/openid-connect/auth`,
  token_endpoint: TOKEN_ENDPOINT,
  end_session_endpoint: `${AUTHORITY}/protocol/openid-connect/logout`,
  revocation_endpoint: `${AUTHORITY}/protocol/openid-connect/revoke`,
  jwks_uri: `${AUTHORITY}/protocol/openid-connect/certs`,
};

function base64url(value: object | string): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A JWT-shaped ID token (the library decodes it; the token endpoint is trusted over TLS). */
export function idToken(claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = { iss: AUTHORITY, aud: realm.resource, iat: now, exp: now + 300, ...claims };
  return `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url(payload)}.c2lnbmF0dXJl`;
}

export interface TokenRequest {
  url: string;
  body: URLSearchParams;
}

export type TokenAnswer = (request: TokenRequest) => { status: number; body: unknown };

export interface FakeProvider {
  tokenRequests: TokenRequest[];
  /** Requests to anything but discovery and the token endpoint, with their bearer token. */
  otherRequests: { url: string; authorization: string | null }[];
  answerTokens(answer: TokenAnswer): void;
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs the global fetch; `api` answers any other URL (the portal API). */
export function fakeProvider(api: (url: string) => Response = () => json(404, {})): FakeProvider {
  let answer: TokenAnswer = () => ({ status: 400, body: { error: 'invalid_request' } });
  const provider: FakeProvider = {
    tokenRequests: [],
    otherRequests: [],
    answerTokens: (next) => {
      answer = next;
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url === `${AUTHORITY}/.well-known/openid-configuration`) return json(200, metadata);
      if (url === TOKEN_ENDPOINT) {
        const request = { url, body: new URLSearchParams(String(init?.body ?? '')) };
        provider.tokenRequests.push(request);
        const { status, body } = answer(request);
        return json(status, body);
      }
      provider.otherRequests.push({
        url,
        authorization: new Headers(init?.headers).get('authorization'),
      });
      return api(url);
    }),
  );
  return provider;
}

/** Spies on `location.assign`/`replace` (where the browser is sent) without leaving the page. */
export function captureRedirects() {
  const assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  vi.spyOn(window.location, 'replace').mockImplementation(assign);
  return {
    /** The next URL the browser would be sent to. */
    async next(): Promise<URL> {
      await vi.waitFor(() => expect(assign).toHaveBeenCalled());
      const url = new URL(String(assign.mock.calls.at(-1)?.[0]));
      assign.mockClear();
      return url;
    },
  };
}

/** The provider's answer on /login, in the fragment. */
export function callbackUrl(params: Record<string, string>): string {
  return `${window.location.origin}/login#${new URLSearchParams(params)}`;
}

export function tokenSet(nonce: string | null, overrides: Record<string, unknown> = {}) {
  return {
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    token_type: 'Bearer',
    expires_in: 1800,
    scope: 'openid email profile offline_access',
    id_token: idToken({ sub: '1001', nonce }),
    ...overrides,
  };
}
