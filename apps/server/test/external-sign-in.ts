// The web app's sign-in at a tenant's external issuer, over real HTTP, step by step as the SPA
// and oidc-client-ts take it: the authority built from portal/realm as login-redirect.ts builds
// it (`{auth-server-url}/realms/{realm}`), discovery, the authorization request (code flow, PKCE
// S256, fragment response), the provider's login form, the code exchange with the verifier, and
// a refresh. The provider's cookies are kept per path, as a browser keeps them.
import { randomBytes } from 'node:crypto';
import type { Realm } from '@portal/contract/portal';
import { z } from 'zod/mini';
import { pkcePair } from './oidc-client.ts';

export const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  jwks_uri: z.string(),
  end_session_endpoint: z.string(),
  code_challenge_methods_supported: z.array(z.string()),
});
export type Discovery = z.infer<typeof discoverySchema>;

const tokenSetSchema = z.object({
  access_token: z.string(),
  id_token: z.string(),
  refresh_token: z.string(),
  token_type: z.string(),
  expires_in: z.number(),
});
export type ExternalTokenSet = z.infer<typeof tokenSetSchema>;

/** The SPA's authority for a realm answer (apps/web's login-redirect.ts `authorityOf`). */
export function authorityOf(realm: Realm): string {
  return `${realm['auth-server-url'].replace(/\/+$/, '')}/realms/${encodeURIComponent(realm.realm)}`;
}

class FetchCookieJar {
  readonly #cookies = new Map<string, { name: string; value: string; path: string }>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const equals = pair.indexOf('=');
      const name = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      const attribute = (wanted: string) =>
        attributes
          .find((part) => part.toLowerCase().startsWith(`${wanted}=`))
          ?.slice(wanted.length + 1);
      const path = attribute('path') ?? '/';
      const expires = attribute('expires');
      const expired =
        attribute('max-age') === '0' ||
        (expires !== undefined && new Date(expires).getTime() <= Date.now());
      const key = `${name};${path}`;
      if (expired) this.#cookies.delete(key);
      else this.#cookies.set(key, { name, value, path });
    }
  }

  header(url: string): string {
    const path = new URL(url).pathname;
    return [...this.#cookies.values()]
      .filter((cookie) => path === cookie.path || path.startsWith(cookie.path.replace(/\/?$/, '/')))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }
}

export class ExternalSignIn {
  readonly #jar = new FetchCookieJar();
  readonly pkce = pkcePair();
  readonly state = randomBytes(12).toString('base64url');
  readonly nonce = randomBytes(12).toString('base64url');
  readonly authority: string;
  readonly clientId: string;
  readonly redirectUri: string;

  constructor(realm: Realm, redirectUri: string) {
    this.authority = authorityOf(realm);
    this.clientId = realm.resource;
    this.redirectUri = redirectUri;
  }

  /** A browser request: no redirects followed, cookies kept. */
  async request(url: string, init: { form?: Record<string, string> } = {}): Promise<Response> {
    const headers: Record<string, string> = {};
    const cookie = this.#jar.header(url);
    if (cookie) headers.cookie = cookie;
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, {
      method: init.form ? 'POST' : 'GET',
      headers,
      redirect: 'manual',
      ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
    });
    this.#jar.store(response);
    return response;
  }

  async discover(): Promise<Discovery> {
    const response = await this.request(`${this.authority}/.well-known/openid-configuration`);
    if (response.status !== 200) throw new Error(`discovery answered ${response.status}`);
    return discoverySchema.parse(await response.json());
  }

  /** The authorization request the SPA sends (login-redirect.ts), to the discovered endpoint. */
  authorize(discovery: Discovery, overrides: Record<string, string | undefined> = {}) {
    const params: Record<string, string | undefined> = {
      client_id: this.clientId,
      redirect_uri: this.redirectUri,
      response_type: 'code',
      scope: 'openid email profile offline_access',
      nonce: this.nonce,
      state: this.state,
      code_challenge: this.pkce.challenge,
      code_challenge_method: 'S256',
      response_mode: 'fragment',
      ...overrides,
    };
    const query = new URLSearchParams(
      Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    return this.request(`${discovery.authorization_endpoint}?${query}`);
  }

  /** Authorization request, login form, its post, the resumed authorization: the code. */
  async loginForCode(
    discovery: Discovery,
    credentials: { username: string; password: string },
  ): Promise<string> {
    const toLogin = await this.authorize(discovery);
    const loginPage = await this.request(redirectTarget(toLogin, 'the login page'));
    const action = /action="([^"]+)"/.exec(await loginPage.text())?.[1];
    if (loginPage.status !== 200 || !action) throw new Error('expected the login form');
    const posted = await this.request(action, { form: credentials });
    const resumed = await this.request(redirectTarget(posted, 'the resumed authorization'));
    const answer = new URL(redirectTarget(resumed, 'the authorization response'));
    if (`${answer.origin}${answer.pathname}` !== this.redirectUri) {
      throw new Error(`authorization answered at ${answer.href}`);
    }
    const fragment = new URLSearchParams(answer.hash.slice(1));
    if (fragment.get('state') !== this.state) throw new Error('state mismatch');
    const code = fragment.get('code');
    if (!code) throw new Error(`no code: ${answer.hash}`);
    return code;
  }

  async token(discovery: Discovery, form: Record<string, string>): Promise<ExternalTokenSet> {
    const response = await this.request(discovery.token_endpoint, {
      form: { client_id: this.clientId, ...form },
    });
    if (response.status !== 200) throw new Error(`token endpoint: ${await response.text()}`);
    return tokenSetSchema.parse(await response.json());
  }

  /** The whole sign-in: a fresh token set. */
  async signIn(
    discovery: Discovery,
    credentials: { username: string; password: string },
  ): Promise<ExternalTokenSet> {
    const code = await this.loginForCode(discovery, credentials);
    return this.token(discovery, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: this.redirectUri,
      code_verifier: this.pkce.verifier,
    });
  }

  refresh(discovery: Discovery, refreshToken: string): Promise<ExternalTokenSet> {
    return this.token(discovery, { grant_type: 'refresh_token', refresh_token: refreshToken });
  }
}

function redirectTarget(response: Response, what: string): string {
  const location = response.headers.get('location');
  if (response.status < 300 || response.status > 399 || !location) {
    throw new Error(`expected a redirect to ${what}, got ${response.status}`);
  }
  return new URL(location, response.url).href;
}
