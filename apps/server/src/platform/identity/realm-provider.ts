// One oidc-provider instance per tenant realm, created on first use and cached. A cached instance
// is rebuilt when the tenant's record changes or its published keys change (a rotation by
// `npm run rotate-keys`, possibly in another process, or a retired key reaching its end); all
// provider state lives in the database, so rebuilding loses nothing. Integration clients are not
// part of what is built: the provider asks for them on each token request (decision 053).
import type { EventEmitter } from 'node:events';
import type { Kysely } from 'kysely';
import Provider from 'oidc-provider';
import type { SessionEndings } from '../cache/session-endings.ts';
import type { AppConfig } from '../config/config.ts';
import type { Database } from '../db/schema.ts';
import { embeddedIssuer } from '../tenancy/realm-settings.ts';
import { tenantOrigin } from '../tenancy/tenant-origin.ts';
import type { TenantRecord } from '../tenancy/tenant-record.ts';
import { providerPagePolicy } from './branded-page.ts';
import { loadCookieSecret, realmCookieKeys } from './cookie-keys.ts';
import { emptyAnswerUntyped } from './empty-answer-untyped.ts';
import { type IntegrationClientLookup, integrationClientAdapter } from './integration-clients.ts';
import { jwtIntrospection } from './jwt-introspection.ts';
import { jwtRevocation } from './jwt-revocation.ts';
import { addKeycloakIdTokenClaims, listIssuedClaims } from './keycloak-id-token.ts';
import { createPayloadPurger, kyselyAdapterFactory } from './kysely-adapter.ts';
import { loginFormAtAuthorization } from './login-at-authorization.ts';
import type { PageLogos } from './page-logos.ts';
import { realmConfiguration } from './provider-configuration.ts';
import type { RealmKeyCipher } from './realm-key-cipher.ts';
import { ensureRealmKeys, keysFingerprint, publishedJwks } from './realm-keys.ts';
import { issueRefreshTokensAsJwts } from './refresh-token-jwt.ts';
import { listSigningKeys } from './signing-key-repository.ts';

/** How often a cached provider checks whether its realm's keys changed. */
const keyCheckIntervalMs = 60_000;

export interface RealmProviders {
  providerFor(tenant: TenantRecord): Promise<Provider>;
}

interface Entry {
  provider: Promise<Provider>;
  tenantSignature: string;
  keysFingerprint: string;
  checkedAt: number;
}

export interface RealmProviderOptions {
  db: Kysely<Database>;
  config: Pick<AppConfig, 'tenantOriginTemplate'>;
  log: { error(details: object, message: string): void };
  /** Opens and seals the realms' stored signing keys. */
  cipher: RealmKeyCipher;
  /** Told of every grant and session the provider destroys. */
  sessionEndings: SessionEndings;
  /** The tenants' integration clients, read on every token request. */
  integrationClients: IntegrationClientLookup;
  /** The tenants' logos on the provider's pages. */
  pageLogos: PageLogos;
}

export function createRealmProviders(options: RealmProviderOptions): RealmProviders {
  const { db, config, log, cipher, sessionEndings, integrationClients, pageLogos } = options;
  const entries = new Map<number, Entry>();
  const purger = createPayloadPurger(db, (error) =>
    log.error({ err: error }, 'purging expired provider state failed'),
  );
  let cookieSecret: Promise<string> | undefined;

  async function build(tenant: TenantRecord, now: Date) {
    const keys = await ensureRealmKeys(db, cipher, tenant.id, now);
    cookieSecret ??= loadCookieSecret(db);
    const secret = await cookieSecret;
    const payloads = kyselyAdapterFactory(db, tenant.id, purger, sessionEndings);
    const clients = integrationClientAdapter(integrationClients, tenant.id);
    const jwks = publishedJwks(keys, now);
    const issuer = embeddedIssuer(config, tenant.subdomain);
    const origin = tenantOrigin(config, tenant.subdomain);
    await pageLogos.load(tenant);
    const logoSrc = pageLogos.src(tenant, origin);
    const provider = new Provider(
      issuer,
      realmConfiguration({
        db,
        tenant,
        origin,
        issuer,
        jwks,
        cookieKeys: realmCookieKeys(secret, tenant.id),
        adapter: (model) => (model === 'Client' ? clients : payloads(model)),
        logoSrc,
      }),
    );
    // The mount pins X-Forwarded-Proto/Host to the tenant's configured origin (realm-routes.ts),
    // so the provider always builds its URLs from configuration, never from client headers.
    provider.proxy = true;
    addKeycloakIdTokenClaims(provider);
    issueRefreshTokensAsJwts(provider, issuer, jwks);
    provider.use(async (ctx, next) => {
      ctx.set('content-security-policy', providerPagePolicy(origin));
      await next();
    });
    provider.use(emptyAnswerUntyped);
    provider.use(listIssuedClaims);
    provider.use(jwtIntrospection(issuer, jwks));
    provider.use(jwtRevocation(issuer, jwks));
    provider.use(loginFormAtAuthorization(config, { tenant, origin, logoSrc }));
    provider.on('server_error', (_ctx, error) =>
      log.error({ err: error, realm: tenant.subdomain }, 'identity provider error'),
    );
    // Koa's own last-resort handler would print to stderr; keep everything in the server log.
    const koa: EventEmitter = provider;
    koa.on('error', (error: unknown) =>
      log.error({ err: error, realm: tenant.subdomain }, 'identity provider failure'),
    );
    return { provider, fingerprint: keysFingerprint(keys, now) };
  }

  function rebuild(tenant: TenantRecord, signature: string): Entry {
    const now = new Date();
    const built = build(tenant, now);
    const entry: Entry = {
      provider: built.then((result) => result.provider),
      tenantSignature: signature,
      keysFingerprint: '',
      checkedAt: now.getTime(),
    };
    built.then(
      (result) => {
        entry.keysFingerprint = result.fingerprint;
      },
      () => entries.delete(tenant.id),
    );
    entries.set(tenant.id, entry);
    return entry;
  }

  async function keysChanged(tenant: TenantRecord, entry: Entry): Promise<boolean> {
    const now = new Date();
    entry.checkedAt = now.getTime();
    const fingerprint = keysFingerprint(await listSigningKeys(db, tenant.id), now);
    return fingerprint !== entry.keysFingerprint;
  }

  return {
    async providerFor(tenant) {
      const signature = JSON.stringify(tenant);
      const entry = entries.get(tenant.id);
      if (!entry || entry.tenantSignature !== signature) {
        return rebuild(tenant, signature).provider;
      }
      if (
        Date.now() - entry.checkedAt >= keyCheckIntervalMs &&
        (await keysChanged(tenant, entry))
      ) {
        return rebuild(tenant, signature).provider;
      }
      return entry.provider;
    },
  };
}
