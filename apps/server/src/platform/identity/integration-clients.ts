// The realm's integration clients as oidc-provider sees them (decision 053): clients
// of the client-credentials grant only, looked up on every token request through the 'Client'
// model of the adapter (the portal's own client is static and found first), so a client made,
// re-keyed or disabled while the realm's provider is built is seen at its next token request,
// on every instance, without a rebuild. Their tokens are for the integration API only
// (INTEGRATION_AUDIENCE), and the portal's client cannot get one.

import type { IntegrationScope } from '@portal/contract/integration-scopes';
import type { JSONWebKeySet } from 'jose';
import type {
  Adapter,
  AdapterPayload,
  AsymmetricSigningAlgorithm,
  KoaContextWithOIDC,
  ResourceServer,
} from 'oidc-provider';
import { INTEGRATION_AUDIENCE, INTEGRATION_TOKEN_TTL_SECONDS } from '../tenancy/realm-settings.ts';
import { presentedSecretOf } from './presented-client-secret.ts';

/** What the realm's token endpoint needs of an active client to authenticate it. */
export interface IntegrationClientCredentials {
  clientId: string;
  name: string;
  scopes: IntegrationScope[];
  auth:
    | { method: 'client_secret_basic'; secret: string }
    | { method: 'private_key_jwt'; jwks: JSONWebKeySet };
}

/** How the provider finds a client; the integration feature's client service is one. */
export interface IntegrationClientLookup {
  /** An active client's credentials; undefined when unknown to this tenant or disabled. Its
   * secret is `presentedSecret` when that matches the stored hash, else one nobody presents. */
  credentialsFor(
    tenantId: number,
    clientId: string,
    presentedSecret: string | undefined,
  ): Promise<IntegrationClientCredentials | undefined>;
}

/** Algorithms a client may sign its assertion with (private_key_jwt): asymmetric only. */
export const CLIENT_ASSERTION_ALGORITHMS: AsymmetricSigningAlgorithm[] = [
  'RS256',
  'PS256',
  'ES256',
  'EdDSA',
];

/** The client metadata oidc-provider validates and builds its Client from. */
async function clientMetadata(
  lookup: IntegrationClientLookup,
  tenantId: number,
  clientId: string,
): Promise<AdapterPayload | undefined> {
  const client = await lookup.credentialsFor(tenantId, clientId, presentedSecretOf(clientId));
  if (!client) return undefined;
  const common = {
    client_id: client.clientId,
    client_name: client.name,
    grant_types: ['client_credentials'],
    response_types: [],
    redirect_uris: [],
    scope: client.scopes.join(' '),
  };
  return client.auth.method === 'client_secret_basic'
    ? {
        ...common,
        token_endpoint_auth_method: 'client_secret_basic',
        client_secret: client.auth.secret,
      }
    : { ...common, token_endpoint_auth_method: 'private_key_jwt', jwks: client.auth.jwks };
}

function readOnly(): never {
  throw new Error('integration clients are managed by the portal, not through the provider');
}

/** The adapter of oidc-provider's 'Client' model for one realm: its integration clients. */
export function integrationClientAdapter(
  lookup: IntegrationClientLookup,
  tenantId: number,
): Adapter {
  return {
    find: (id) => clientMetadata(lookup, tenantId, id),
    findByUid: async () => undefined,
    findByUserCode: async () => undefined,
    upsert: async () => readOnly(),
    consume: async () => readOnly(),
    destroy: async () => readOnly(),
    revokeByGrantId: async () => readOnly(),
  };
}

/** The integration API as a resource server: for integration clients only, their granted
 * scopes at most, ten-minute JWTs signed like the portal's. A token request without `scope`
 * gets every granted scope (RFC 6749 §3.3 lets the server choose the default). */
export function integrationResourceServer(
  ctx: KoaContextWithOIDC,
  client: { scope?: string | undefined },
  algorithm: AsymmetricSigningAlgorithm,
): ResourceServer {
  // Called before the grant reads the requested scopes, so the default is checked like any.
  if (ctx.oidc.params?.grant_type === 'client_credentials' && !ctx.oidc.params.scope) {
    ctx.oidc.params.scope = client.scope;
  }
  return {
    scope: client.scope ?? '',
    audience: INTEGRATION_AUDIENCE,
    accessTokenTTL: INTEGRATION_TOKEN_TTL_SECONDS,
    accessTokenFormat: 'jwt',
    jwt: { sign: { alg: algorithm } },
  };
}
