// An installer's back office asking a realm's token endpoint for integration tokens (decision
// 053), through `app.inject`: client credentials with a secret (client_secret_basic) or with an
// assertion signed by one of the client's keys (private_key_jwt). Also the service that makes
// the clients, on the test app's database with the app's own key cipher.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type CryptoKey, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import {
  createIntegrationClientService,
  type IntegrationClientService,
} from '../src/features/integration/integration-client-service.ts';
import type { Database } from '../src/platform/db/schema.ts';
import { issuerOf } from './oidc-client.ts';

const assertionType = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

/** The service as the app builds it: same database, same key-encryption key. */
export function integrationClientsOf(db: Kysely<Database>): IntegrationClientService {
  return createIntegrationClientService({ db, clock: () => new Date() });
}

export function tokenPath(tenant: string): string {
  return `/auth/realms/${tenant}/protocol/openid-connect/token`;
}

function postToken(
  app: FastifyInstance,
  tenant: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: tokenPath(tenant),
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

/** RFC 6749 §2.3.1: both parts form-urlencoded, then base64. */
export function basicAuthorization(clientId: string, secret: string): string {
  const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');
  return `Basic ${Buffer.from(`${encode(clientId)}:${encode(secret)}`).toString('base64')}`;
}

export function requestWithSecret(
  app: FastifyInstance,
  tenant: string,
  credentials: { clientId: string; secret: string },
  form: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return postToken(
    app,
    tenant,
    { grant_type: 'client_credentials', ...form },
    { authorization: basicAuthorization(credentials.clientId, credentials.secret) },
  );
}

export interface ClientKey {
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/** A signing key of a back office: the public half is what it registers. */
export async function createClientKey(alg: 'ES256' | 'RS256' = 'ES256'): Promise<ClientKey> {
  const { privateKey, publicKey } = await generateKeyPair(alg);
  const kid = `${alg.toLowerCase()}-${randomUUID()}`;
  return { privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' } };
}

/** RFC 7523 client assertion: issuer and subject the client, audience the realm's issuer. */
export function signAssertion(
  key: ClientKey,
  clientId: string,
  options: { audience?: string; jti?: string; tenant?: string } = {},
): Promise<string> {
  const alg = String(key.publicJwk.alg);
  return new SignJWT({})
    .setProtectedHeader({ alg, kid: String(key.publicJwk.kid) })
    .setIssuer(clientId)
    .setSubject(clientId)
    .setAudience(options.audience ?? issuerOf(options.tenant ?? 'demo'))
    .setJti(options.jti ?? randomUUID())
    .setIssuedAt()
    .setExpirationTime('1m')
    .sign(key.privateKey);
}

export function requestWithAssertion(
  app: FastifyInstance,
  tenant: string,
  assertion: string,
  form: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return postToken(app, tenant, {
    grant_type: 'client_credentials',
    client_assertion_type: assertionType,
    client_assertion: assertion,
    ...form,
  });
}
