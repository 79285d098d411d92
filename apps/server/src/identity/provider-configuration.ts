// The configuration of one tenant's embedded realm (decision 006): Keycloak's endpoint names, one
// public client with PKCE S256 and exact redirect URIs, JWT access tokens for the portal API,
// rotated refresh tokens, and branded pages: the login form (decision 013), logout, errors.

import type { JWK } from 'jose';
import type { Kysely } from 'kysely';
import { type AdapterFactory, type Configuration, errors } from 'oidc-provider';
import type { Database } from '../db/schema.ts';
import {
  ACCEPTED_ALGORITHMS,
  ACCESS_TOKEN_TTL_SECONDS,
  API_AUDIENCE,
} from '../tenancy/realm-settings.ts';
import type { TenantRecord } from '../tenancy/tenant-record.ts';
import { accountFinder, scopeClaims } from './find-account.ts';
import { errorPage, logoutPage, signedOutPage } from './provider-pages.ts';

/** Authorization codes are exchanged at once by the client: one minute is plenty. */
export const AUTHORIZATION_CODE_TTL_SECONDS = 60;
/** A login session, its grant and its refresh tokens last at most a week. */
export const SESSION_TTL_SECONDS = 7 * 24 * 3600;
/** Time to fill in the login form. */
export const INTERACTION_TTL_SECONDS = 3600;

export const OIDC_SCOPES = ['openid', 'email', 'profile', 'offline_access'] as const;

const keycloakRoutes = {
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
  const branding = { tenant, origin };
  const secure = origin.startsWith('https:');
  const cookie = { httpOnly: true, sameSite: 'lax' as const, signed: true, secure };
  const portalLogin = `${origin}/login`;
  return {
    adapter: setup.adapter,
    clients: [
      {
        client_id: tenant.realm.clientId,
        client_name: tenant.name,
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
    clientAuthMethods: ['none'],
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: [...OIDC_SCOPES],
    claims: scopeClaims,
    findAccount: accountFinder(setup.db, tenant.id),
    interactions: { url: (_ctx, interaction) => `${issuer}/interaction/${interaction.uid}` },
    // Keycloak and browsers send no refresh-token-specific scope: every session gets one, and it
    // ends with the session unless offline_access was granted.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    // The session and grant an access token belongs to, so that the API refuses it once either
    // has ended (logout, revocation, refresh-token reuse), not only when it expires (issue 9).
    extraTokenClaims: (_ctx, token) =>
      'sessionUid' in token ? { sid: token.sessionUid, grant_id: token.grantId } : undefined,
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
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
    },
    discovery: { ui_locales_supported: ['nl', 'fr', 'en'], claims_locales_supported: undefined },
    renderError: errorPage(branding),
    features: {
      devInteractions: { enabled: false },
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      // Spelled out rather than left to the defaults (which say so on every call): the one public
      // client may revoke or introspect the tokens issued to it, and no others.
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => ownToken(client, token),
      },
      introspection: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => ownToken(client, token),
      },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: logoutPage(branding),
        postLogoutSuccessSource: signedOutPage(branding),
      },
      resourceIndicators: {
        enabled: true,
        // Every token is for the portal API unless the client names it itself (RFC 8707).
        defaultResource: () => API_AUDIENCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== API_AUDIENCE) throw new errors.InvalidTarget();
          return {
            scope: '',
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
