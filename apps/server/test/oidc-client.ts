// Drives a realm of the embedded provider the way the SPA and its OpenID client do, through
// `app.inject`: authorization request with PKCE, the login form and its post, the resumed
// authorization, and token requests. Each step is exposed so tests can bend one of them.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../src/platform/config/config.ts';
import { embeddedIssuer } from '../src/platform/tenancy/realm-settings.ts';
import { tenantOrigin } from '../src/platform/tenancy/tenant-origin.ts';
import { CookieJar } from './cookie-jar.ts';

export const testConfig = loadConfig({ LOG_LEVEL: 'silent' });
export const clientId = 'customer-portal';

export function issuerOf(tenant: string): string {
  return embeddedIssuer(testConfig, tenant);
}

export function redirectUriOf(tenant: string): string {
  return `${tenantOrigin(testConfig, tenant)}/login`;
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The path and query of an absolute URL (inject ignores the origin). */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

export interface TokenSet {
  access_token: string;
  id_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: string;
  scope: string;
}

export class RealmClient {
  readonly app: FastifyInstance;
  readonly tenant: string;
  readonly jar: CookieJar;
  readonly pkce = pkcePair();
  readonly state = randomBytes(12).toString('base64url');
  readonly nonce = randomBytes(12).toString('base64url');

  /** The client's IP address as the server sees it (login limits count per address). */
  readonly address: string;

  /** `jar` shares a browser's cookies, e.g. with a client of another instance. */
  constructor(
    app: FastifyInstance,
    tenant: string,
    options: { address?: string; jar?: CookieJar } = {},
  ) {
    this.app = app;
    this.tenant = tenant;
    this.address = options.address ?? '127.0.0.1';
    this.jar = options.jar ?? new CookieJar();
  }

  get realmPath(): string {
    return `/auth/realms/${this.tenant}`;
  }

  async request(
    method: 'GET' | 'POST',
    url: string,
    options: {
      form?: Record<string, string>;
      json?: unknown;
      headers?: Record<string, string>;
    } = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    const cookie = this.jar.header(url);
    if (cookie) headers.cookie = cookie;
    let payload: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(options.form).toString();
    } else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(options.json);
    }
    const response = await this.app.inject({
      method,
      url,
      headers,
      remoteAddress: this.address,
      ...(payload === undefined ? {} : { payload }),
    });
    this.jar.store(response);
    return response;
  }

  /** The SPA's authorization request; `overrides` replace (or with undefined, drop) parameters. */
  authorize(overrides: Record<string, string | undefined> = {}): Promise<LightMyRequestResponse> {
    const params: Record<string, string | undefined> = {
      client_id: clientId,
      redirect_uri: redirectUriOf(this.tenant),
      response_type: 'code',
      response_mode: 'fragment',
      scope: 'openid email profile offline_access',
      state: this.state,
      nonce: this.nonce,
      code_challenge: this.pkce.challenge,
      code_challenge_method: 'S256',
      ...overrides,
    };
    const query = new URLSearchParams(
      Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    return this.request('GET', `${this.realmPath}/protocol/openid-connect/auth?${query}`);
  }

  /** Authorization request → interaction uid (asserts the login form answered it, 200). */
  async startLogin(overrides: Record<string, string | undefined> = {}): Promise<string> {
    const response = await this.authorize(overrides);
    const match = /action="[^"]*\/interaction\/([\w-]+)\/login"/.exec(response.body);
    if (response.statusCode !== 200 || !match?.[1]) {
      throw new Error(`expected the login form, got ${response.statusCode} ${response.body}`);
    }
    return match[1];
  }

  /** Posts the login form as a browser does (urlencoded), with the form's language field. */
  submitLogin(uid: string, credentials: { email: string; password: string; lang?: string }) {
    return this.request('POST', `${this.realmPath}/interaction/${uid}/login`, {
      form: credentials,
    });
  }

  /** Follows the login's 303 onwards; returns the authorization response parameters. */
  async resume(redirectTo: string): Promise<URLSearchParams> {
    const response = await this.request('GET', pathOf(redirectTo));
    const location = String(response.headers.location ?? '');
    if (response.statusCode !== 303 || !location.includes('#')) {
      throw new Error(
        `expected the authorization response, got ${response.statusCode} ${location}`,
      );
    }
    return new URLSearchParams(location.slice(location.indexOf('#') + 1));
  }

  /**
   * The whole login: authorize, log in, resume; returns the authorization code. With a live
   * session in the jar the provider answers the authorization request at once (single sign-on).
   */
  async loginForCode(credentials: { email: string; password: string }): Promise<string> {
    if (this.jar.has('_session')) {
      const response = await this.authorize();
      const location = String(response.headers.location ?? '');
      const code = new URLSearchParams(location.split('#')[1] ?? '').get('code');
      if (code) return code;
    }
    const uid = await this.startLogin();
    const login = await this.submitLogin(uid, credentials);
    if (login.statusCode !== 303) throw new Error(`login failed: ${login.body}`);
    const answer = await this.resume(String(login.headers.location));
    return answer.get('code') ?? '';
  }

  token(form: Record<string, string>): Promise<LightMyRequestResponse> {
    return this.request('POST', `${this.realmPath}/protocol/openid-connect/token`, {
      form: { client_id: clientId, ...form },
    });
  }

  exchangeCode(code: string, overrides: Record<string, string> = {}) {
    return this.token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUriOf(this.tenant),
      code_verifier: this.pkce.verifier,
      ...overrides,
    });
  }

  refresh(refreshToken: string) {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  /** Revokes a refresh token (RFC 7009), as a client signing out without the logout page. */
  revoke(refreshToken: string): Promise<LightMyRequestResponse> {
    return this.request('POST', `${this.realmPath}/protocol/openid-connect/revoke`, {
      form: { client_id: clientId, token: refreshToken, token_type_hint: 'refresh_token' },
    });
  }

  /** Logs out everywhere as the SPA does: the provider's logout page, then its confirmation. */
  async logOut(idToken: string): Promise<LightMyRequestResponse> {
    const query = new URLSearchParams({
      id_token_hint: idToken,
      post_logout_redirect_uri: redirectUriOf(this.tenant),
    });
    const page = await this.request(
      'GET',
      `${this.realmPath}/protocol/openid-connect/logout?${query}`,
    );
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    return this.request('POST', `${this.realmPath}/protocol/openid-connect/logout/confirm`, {
      form: { xsrf, logout: 'yes' },
    });
  }

  /** Login and code exchange: a fresh token set. */
  async signIn(credentials: { email: string; password: string }): Promise<TokenSet> {
    const response = await this.exchangeCode(await this.loginForCode(credentials));
    if (response.statusCode !== 200) throw new Error(`token request failed: ${response.body}`);
    return response.json() as TokenSet;
  }
}
