// The integration clients of each tenant (decision 053): made with their granted
// scopes and either a secret (client_secret_basic, shown once, stored hashed: decision 075) or the client's
// public keys (private_key_jwt); their secret rotated; disabled. The realm's token endpoint asks
// `credentialsFor` on every token request; the integration API asks `isActive` on every call,
// which a small cache answers: a disable here is seen at once, one elsewhere (another instance,
// the tenant command) within ACTIVE_CACHE_MS. Tokens of a disabled client then end at once on the
// API even though they are self-contained JWTs.
import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@portal/contract/error-code';
import { type IntegrationScope, integrationScopeSchema } from '@portal/contract/integration-scopes';
import type { JSONWebKeySet } from 'jose';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../platform/errors/app-error.ts';
import type { IntegrationClientCredentials } from '../../platform/identity/integration-clients.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { clientSecretMatches, hashClientSecret, newClientSecret } from './client-secret.ts';
import {
  checkClientKeys,
  checkIntegrationClientInput,
  type IntegrationClientInput,
} from './integration-client-input.ts';
import {
  disableIntegrationClient,
  findIntegrationClient,
  type IntegrationAuthMethod,
  insertIntegrationClient,
  integrationClientIsActive,
  listIntegrationClients,
  type StoredIntegrationClient,
  updateIntegrationKeys,
  updateIntegrationSecret,
} from './repositories/integration-client-repository.ts';

export type { IntegrationClientInput };

/** How long an answer of `isActive` is reused (a disable elsewhere is seen within this). */
export const ACTIVE_CACHE_MS = 15_000;
const ACTIVE_CACHE_ENTRIES = 1_000;

/** What creating a client hands back, once: a secret is never shown again. */
export type IssuedIntegrationClient =
  | { clientId: string; authMethod: 'client_secret_basic'; secret: string }
  | { clientId: string; authMethod: 'private_key_jwt' };

/** A client as an operator lists it: never its secret. */
export interface IntegrationClientSummary {
  clientId: string;
  name: string;
  authMethod: IntegrationAuthMethod;
  scopes: IntegrationScope[];
  /** private_key_jwt: the key ids of its registered keys. */
  keyIds: string[];
  createdAt: string;
  secretRotatedAt: string | null;
  disabledAt: string | null;
}

export interface IntegrationClientService {
  createIntegrationClient(
    tenantId: number,
    input: IntegrationClientInput,
  ): Promise<IssuedIntegrationClient>;
  /** A new secret for a client_secret_basic client, returned once; the old one stops working at
   * once (no grace period, decision 075). */
  rotateSecret(tenantId: number, clientId: string): Promise<string>;
  /** New public keys for a private_key_jwt client (a key rotation on the back office's side):
   * assertions signed with a key no longer listed are refused from the next token request. */
  replaceKeys(tenantId: number, clientId: string, jwks: JSONWebKeySet): Promise<void>;
  /** The client gets no more tokens, and `isActive` says no. Disabling twice is harmless. */
  disable(tenantId: number, clientId: string): Promise<void>;
  list(tenantId: number): Promise<IntegrationClientSummary[]>;
  /** Whether the tenant has this client and it is not disabled (cached, see ACTIVE_CACHE_MS). */
  isActive(tenantId: number, clientId: string): Promise<boolean>;
  /** An active client's credentials; undefined when unknown to this tenant or disabled. A
   * secret is only stored hashed, so the secret handed back is `presentedSecret` when it matches
   * the hash and otherwise a fresh random one no request can present. For the realm's token
   * endpoint only. */
  credentialsFor(
    tenantId: number,
    clientId: string,
    presentedSecret: string | undefined,
  ): Promise<IntegrationClientCredentials | undefined>;
}

/** Public, unguessable, unique across tenants; no character a Basic header must encode. */
function newClientId(): string {
  return `integration-${randomBytes(10).toString('hex')}`;
}

function scopesOf(stored: string): IntegrationScope[] {
  return stored.split(' ').flatMap((scope) => {
    const parsed = integrationScopeSchema.safeParse(scope);
    return parsed.success ? [parsed.data] : [];
  });
}

function jwksOf(client: StoredIntegrationClient): JSONWebKeySet {
  return client.jwks === null ? { keys: [] } : (JSON.parse(client.jwks) as JSONWebKeySet);
}

function notFound(clientId: string): AppError {
  return new AppError(ErrorCode.NotFound, `No integration client ${clientId} in this tenant.`, {
    field: 'clientId',
  });
}

export function createIntegrationClientService(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
): IntegrationClientService {
  const { db, clock } = deps;
  const active = new LRUCache<string, { active: boolean; at: number }>({
    max: ACTIVE_CACHE_ENTRIES,
  });
  const cacheKey = (tenantId: number, clientId: string) => `${tenantId}:${clientId}`;

  return {
    async createIntegrationClient(tenantId, input) {
      const checked = await checkIntegrationClientInput(input);
      const clientId = newClientId();
      const common = {
        tenantId,
        clientId,
        name: checked.name,
        scopes: checked.scopes.join(' '),
        createdAt: clock().toISOString(),
      };
      if (checked.jwks) {
        await insertIntegrationClient(db, {
          ...common,
          authMethod: 'private_key_jwt',
          secretHash: null,
          jwks: JSON.stringify(checked.jwks),
        });
        return { clientId, authMethod: 'private_key_jwt' };
      }
      const secret = newClientSecret();
      await insertIntegrationClient(db, {
        ...common,
        authMethod: 'client_secret_basic',
        secretHash: hashClientSecret(secret),
        jwks: null,
      });
      return { clientId, authMethod: 'client_secret_basic', secret };
    },

    async rotateSecret(tenantId, clientId) {
      const client = await findIntegrationClient(db, tenantId, clientId);
      if (!client || client.disabledAt !== null) throw notFound(clientId);
      if (client.authMethod !== 'client_secret_basic') {
        throw new AppError(
          ErrorCode.Conflict,
          `Integration client ${clientId} signs in with its keys (private_key_jwt): it has no secret.`,
          { field: 'clientId' },
        );
      }
      const secret = newClientSecret();
      const updated = await updateIntegrationSecret(db, {
        tenantId,
        clientId,
        secretHash: hashClientSecret(secret),
        rotatedAt: clock().toISOString(),
      });
      // Disabled between the read and the update: the new secret was never stored.
      if (!updated) throw notFound(clientId);
      return secret;
    },

    async replaceKeys(tenantId, clientId, jwks) {
      const checked = await checkClientKeys(jwks);
      const client = await findIntegrationClient(db, tenantId, clientId);
      if (!client || client.disabledAt !== null) throw notFound(clientId);
      if (client.authMethod !== 'private_key_jwt') {
        throw new AppError(
          ErrorCode.Conflict,
          `Integration client ${clientId} signs in with a secret: rotate the secret instead.`,
          { field: 'clientId' },
        );
      }
      const updated = await updateIntegrationKeys(db, {
        tenantId,
        clientId,
        jwks: JSON.stringify(checked),
      });
      if (!updated) throw notFound(clientId);
    },

    async disable(tenantId, clientId) {
      const known = await disableIntegrationClient(db, {
        tenantId,
        clientId,
        disabledAt: clock().toISOString(),
      });
      active.delete(cacheKey(tenantId, clientId));
      if (!known) throw notFound(clientId);
    },

    async list(tenantId) {
      const clients = await listIntegrationClients(db, tenantId);
      return clients.map((client) => ({
        clientId: client.clientId,
        name: client.name,
        authMethod: client.authMethod,
        scopes: scopesOf(client.scopes),
        keyIds: jwksOf(client).keys.flatMap((key) => (key.kid ? [key.kid] : [])),
        createdAt: client.createdAt,
        secretRotatedAt: client.secretRotatedAt,
        disabledAt: client.disabledAt,
      }));
    },

    async isActive(tenantId, clientId) {
      const key = cacheKey(tenantId, clientId);
      // Cache ages use the monotonic process clock: they are operational, not business time.
      const now = performance.now();
      const hit = active.get(key);
      if (hit && now - hit.at < ACTIVE_CACHE_MS) return hit.active;
      const answer = await integrationClientIsActive(db, tenantId, clientId);
      active.set(key, { active: answer, at: now });
      return answer;
    },

    async credentialsFor(tenantId, clientId, presentedSecret) {
      const client = await findIntegrationClient(db, tenantId, clientId);
      if (!client || client.disabledAt !== null) return undefined;
      const common = { clientId, name: client.name, scopes: scopesOf(client.scopes) };
      if (client.authMethod === 'private_key_jwt') {
        return { ...common, auth: { method: 'private_key_jwt', jwks: jwksOf(client) } };
      }
      if (client.secretHash === null) return undefined;
      const matches =
        presentedSecret !== undefined && clientSecretMatches(client.secretHash, presentedSecret);
      const secret = matches ? presentedSecret : newClientSecret();
      return { ...common, auth: { method: 'client_secret_basic', secret } };
    },
  };
}
