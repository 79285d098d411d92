// The configuration of one tenant's embedded realm (decision 006): Keycloak's endpoint names, one
// public client with PKCE S256 and exact redirect URIs, JWT access tokens for the portal API,
// rotated refresh tokens, and branded pages: the login form (decision 013), logout, errors. The
// tenant's integration clients (decision 053) get client-credentials tokens for the integration
// API, authenticated by a secret (client_secret_basic) or a signed assertion (private_key_jwt).

import { INTEGRATION_SCOPES } from '@portal/contract/integration-scopes';
import type { JWK } from 'jose';
import type { Kysely } from 'kysely';
import { type AdapterFactory, type Configuration, errors } from 'oidc-provider';
import type { Database } from '../db/schema.ts';
import {
  ACCEPTED_ALGORITHMS,
  ACCESS_TOKEN_TTL_SECONDS,
  API_AUDIENCE,
  INTEGRATION_AUDIENCE,
  INTEGRATION_TOKEN_TTL_SECONDS,
} from '../tenancy/realm-settings.ts';
import type { TenantRecord } from '../tenancy/tenant-record.ts';
import { accountFinder, scopeClaims } from './find-account.ts';
import { CLIENT_ASSERTION_ALGORITHMS, integrationResourceServer } from './integration-clients.ts';
import { customerTokenClaims } from './keycloak-claims.ts';
import { errorPage, logoutPage, signedOutPage } from './provider-pages.ts';

/** Authorization codes are exchanged at once by the client: one minute is plenty. */
export const AUTHORIZATION_CODE_TTL_SECONDS = 60;
/** A login session, its grant and its refresh tokens last at most a week. */
export const SESSION_TTL_SECONDS = 7 * 24 * 3600;
/** Time to fill in the login form. */
export const INTERACTION_TTL_SECONDS = 3600;

/** Every claim of the portal's ID tokens, access tokens and userinfo answers. */
export const ISSUED_CLAIMS = [
  ...new Set([
    ...['iss', 'sub', 'aud', 'exp', 'iat', 'jti', 'nonce', 'auth_time', 'sid', 'azp', 'at_hash'],
    ...['client_id', 'scope', 'typ', 'realm_access', 'grant_id'],
    ...Object.values(scopeClaims).flat(),
  ]),
];

export const OIDC_SCOPES = ['openid', 'email', 'profile', 'offline_access'] as const;

export const keycloakRoutes = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  end_session: '/protocol/openid-connect/logout',
  userinfo: '/protocol/openid-connect/userinfo',
  jwks: '/protocol/openid-connect/certs',
  revocation: '/protocol/openid-connect/revoke',
  introspection: '/protocol/openid-connect/token/introspect',
};

export interface RealmSetup {
  db: Kysely<Database>;
  tenant: TenantRecord;
  origin: string;
  issuer: string;
  jwks: JWK[];
  cookieKeys: string[];
  adapter: AdapterFactory;
  /** The logo's `src` on the provider's pages (page-logos.ts). */
  logoSrc?: string;
}

const signingAlgorithms = [...ACCEPTED_ALGORITHMS];
/** Access tokens are signed with the realm's EC key: smaller tokens on every API call. */
const accessTokenAlgorithm: (typeof ACCEPTED_ALGORITHMS)[number] = 'ES256';

/** Whether the token was issued to the client that presents it. */
function ownToken(client: { clientId: string }, token: { clientId?: string | undefined }): boolean {
  return token.clientId === client.clientId;
}

export function realmConfiguration(setup: RealmSetup): Configuration {
  const { tenant, origin, issuer } = setup;
  const isPortal = (client: { clientId: string }) => client.clientId === tenant.realm.clientId;
  const branding = { tenant, origin, ...(setup.logoSrc ? { logoSrc: setup.logoSrc } : {}) };
  const secure = origin.startsWith('https:');
  const cookie = { httpOnly: true, sameSite: 'lax' as const, signed: true, secure };
  const portalLogin = `${origin}/login`;
  return {
    adapter: setup.adapter,
    clients: [
      {
        client_id: tenant.realm.clientId,
        client_name: tenant.name,
        // The sign-in scopes only: the integration scopes are not the customer's to ask for.
        scope: OIDC_SCOPES.join(' '),
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        redirect_uris: [portalLogin],
        post_logout_redirect_uris: [portalLogin],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        id_token_signed_response_alg: 'RS256',
      },
    ],
    allowOmittingSingleRegisteredRedirectUri: false,
    // Browsers may call the token endpoints from the tenant's portal origin only.
    clientBasedCORS: (_ctx, origin, client) =>
      (client.redirectUris ?? []).some((uri) => new URL(uri).origin === origin),
    jwks: { keys: setup.jwks },
    cookies: {
      keys: setup.cookieKeys,
      long: cookie,
      short: cookie,
      names: { session: '_session', interaction: '_interaction', resume: '_interaction_resume' },
    },
    routes: keycloakRoutes,
    // 'none' for the portal's public client; the others for the integration clients.
    clientAuthMethods: ['none', 'client_secret_basic', 'private_key_jwt'],
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: [...OIDC_SCOPES, ...INTEGRATION_SCOPES],
    claims: scopeClaims,
    findAccount: accountFinder(setup.db, tenant.id),
    interactions: { url: (_ctx, interaction) => `${issuer}/interaction/${interaction.uid}` },
    // Keycloak and browsers send no refresh-token-specific scope: every session gets one, and it
    // ends with the session unless offline_access was granted.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    // The session and grant an access token belongs to, so that the API refuses it once either
    // has ended (logout, revocation, refresh-token reuse), not only when it expires.
    // Keycloak's claims too (keycloak-claims.ts).
    extraTokenClaims: (ctx, token) =>
      'sessionUid' in token ? customerTokenClaims(ctx, token) : undefined,
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      // The integration resource server sets the same; said here so nothing falls to a default.
      ClientCredentials: INTEGRATION_TOKEN_TTL_SECONDS,
      AuthorizationCode: AUTHORIZATION_CODE_TTL_SECONDS,
      IdToken: ACCESS_TOKEN_TTL_SECONDS,
      Interaction: INTERACTION_TTL_SECONDS,
      Session: SESSION_TTL_SECONDS,
      Grant: SESSION_TTL_SECONDS,
      // A rotated refresh token inherits what is left of its predecessor's life.
      RefreshToken: (ctx) =>
        ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? SESSION_TTL_SECONDS,
    },
    enabledJWA: {
      idTokenSigningAlgValues: signingAlgorithms,
      userinfoSigningAlgValues: signingAlgorithms,
      introspectionSigningAlgValues: signingAlgorithms,
      authorizationSigningAlgValues: signingAlgorithms,
      requestObjectSigningAlgValues: signingAlgorithms,
      clientAuthSigningAlgValues: CLIENT_ASSERTION_ALGORITHMS,
    },
    discovery: {
      ui_locales_supported: ['nl', 'fr', 'en'],
      claims_locales_supported: undefined,
    },
    renderError: errorPage(branding),
    features: {
      devInteractions: { enabled: false },
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      // Spelled out rather than left to the defaults (which say so on every call): a client (the
      // portal's, an integration client) may revoke or introspect the tokens issued to it, and
      // no others.
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => ownToken(client, token),
      },
      introspection: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => ownToken(client, token),
      },
      userinfo: { enabled: true },
      clientCredentials: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: logoutPage(branding),
        postLogoutSuccessSource: signedOutPage(branding),
      },
      resourceIndicators: {
        enabled: true,
        // The portal's tokens are for the portal API, the integration clients' for the
        // integration API, unless the client names it itself (RFC 8707); neither may name the
        // other's.
        defaultResource: (_ctx, client) => (isPortal(client) ? API_AUDIENCE : INTEGRATION_AUDIENCE),
        useGrantedResource: () => true,
        getResourceServerInfo: (ctx, resource, client) => {
          if (resource === INTEGRATION_AUDIENCE && !isPortal(client)) {
            return integrationResourceServer(ctx, client, accessTokenAlgorithm);
          }
          if (resource !== API_AUDIENCE || !isPortal(client)) throw new errors.InvalidTarget();
          return {
            // The OpenID scopes the customer granted: the access token carries them, so that
            // userinfo knows what to release and the token answer says what was granted.
            scope: OIDC_SCOPES.join(' '),
            audience: API_AUDIENCE,
            accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: accessTokenAlgorithm } },
          };
        },
      },
    },
  };
}
