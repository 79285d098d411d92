// The first half of signing in (spec §4, §7; decision 013), small enough to run before the app
// loads: a cold /login leaves for the provider from the entry chunk, without React, MUI or the
// OpenID library, so the redirect Lighthouse counts costs a few kilobytes. It does what
// oidc-client-ts's signinRedirect does, in the library's own storage format, so the library
// completes the login on the way back (state, nonce and PKCE checked there):
//   - a login state `oidc.{id}` in localStorage: the 96-character PKCE verifier (spec §9), the
//     nonce, the return path (`url_state`), the client's settings;
//   - login states older than one hour are dropped first (spec §9);
//   - the authorization request: code flow, PKCE S256, fragment response mode, `state` of
//     `{id};{return path}`, the interface language as `ui_locales`, an optional `login_hint`.
// The authorization endpoint is Keycloak's, `{realm URL}/protocol/openid-connect/auth`, as the
// Keycloak JavaScript client builds it; the embedded provider uses the same layout (decision 006).
import type { Realm } from '@portal/contract/portal';
import { LOGIN_STATE_LIFETIME_MS } from '@portal/domain/constants';
import { routeNames } from '../../../lib/route-names';
import { OIDC_STORAGE_PREFIX } from './realm-source';

export const OIDC_SCOPE = 'openid email profile offline_access';
/** The library's request type of a redirect sign-in; its callback dispatches on it. */
const SIGNIN_REDIRECT = 'si:r';

export function authorityOf(realm: Realm): string {
  return `${realm['auth-server-url'].replace(/\/+$/, '')}/realms/${encodeURIComponent(realm.realm)}`;
}

export interface LoginRequest {
  /** The page to show after login, already made safe (see return-to.ts). */
  returnTo: string;
  language: string;
  loginHint?: string;
}

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function randomHex(bytes: number): string {
  return [...crypto.getRandomValues(new Uint8Array(bytes))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}

/** 256 random bits, base64url: stored with the login state and checked in the ID token. */
export function newNonce(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

async function challengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** Drops stored login states older than the spec's hour (never the token set). */
export function clearStaleLoginStates(storage: Storage, nowSeconds: number): void {
  const cutoff = nowSeconds - LOGIN_STATE_LIFETIME_MS / 1000;
  const keys = Object.keys(storage).filter(
    (key) => key.startsWith(OIDC_STORAGE_PREFIX) && !key.startsWith(`${OIDC_STORAGE_PREFIX}user:`),
  );
  for (const key of keys) {
    let created = 0;
    try {
      const state: unknown = JSON.parse(storage.getItem(key) ?? 'null');
      if (typeof state === 'object' && state !== null && 'created' in state) {
        created = Number(state.created);
      }
    } catch {
      // Unreadable: dropped like a stale one.
    }
    if (!(created > cutoff)) storage.removeItem(key);
  }
}

/** Stores a login state and answers the authorization URL that carries it. */
export async function prepareLogin(
  realm: Realm,
  origin: string,
  request: LoginRequest,
): Promise<string> {
  // Spec §5: the login client configuration requires a client id and a realm.
  if (!realm.resource) throw new Error('clientId missing');
  if (!realm.realm) throw new Error('realm missing');
  const authority = authorityOf(realm);
  const redirectUri = `${origin}${routeNames.login}`;
  const id = randomHex(16);
  const verifier = randomHex(48);
  const nonce = newNonce();
  const now = Math.floor(Date.now() / 1000);
  clearStaleLoginStates(window.localStorage, now);
  window.localStorage.setItem(
    `${OIDC_STORAGE_PREFIX}${id}`,
    JSON.stringify({
      id,
      created: now,
      request_type: SIGNIN_REDIRECT,
      url_state: request.returnTo,
      code_verifier: verifier,
      authority,
      client_id: realm.resource,
      redirect_uri: redirectUri,
      scope: OIDC_SCOPE,
      response_mode: 'fragment',
      nonce,
    }),
  );
  const url = new URL(`${authority}/protocol/openid-connect/auth`);
  const params: [string, string | undefined][] = [
    ['client_id', realm.resource],
    ['redirect_uri', redirectUri],
    ['response_type', 'code'],
    ['scope', OIDC_SCOPE],
    ['nonce', nonce],
    ['state', `${id};${request.returnTo}`],
    ['code_challenge', await challengeOf(verifier)],
    ['code_challenge_method', 'S256'],
    ['response_mode', 'fragment'],
    ['ui_locales', request.language],
    ['login_hint', request.loginHint],
  ];
  for (const [name, value] of params) if (value) url.searchParams.append(name, value);
  return url.href;
}

/** Whether the URL's fragment carries an authorization answer (code or error) for /login. */
export function isLoginCallback(hash: string): boolean {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.has('state') && (params.has('code') || params.has('error'));
}

/** Leaves for the provider (replacing this page: back must not land on a redirecting page). */
export async function redirectToLogin(realm: Realm, request: LoginRequest): Promise<void> {
  window.location.replace(await prepareLogin(realm, window.location.origin, request));
}
