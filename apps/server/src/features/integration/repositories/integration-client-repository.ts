// The integration API's clients of each tenant (migration 0016, decision 053): who they are, how
// they authenticate (a secret's hash or a public JWKS), what they were granted, whether disabled.
// Secrets are stored as the caller hashed them (migration 0028); this module never sees a plain one.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type {
  IntegrationAuthMethod,
  IntegrationClientsTable,
} from '../../../platform/db/tables/integration-tables.ts';

export type { IntegrationAuthMethod };

export interface StoredIntegrationClient {
  tenantId: number;
  clientId: string;
  name: string;
  authMethod: IntegrationAuthMethod;
  /** client_secret_basic only: the secret's hash (or, before the start-up conversion, sealed). */
  secretHash: string | null;
  /** private_key_jwt only: the public JWKS as stored (JSON text). */
  jwks: string | null;
  /** Granted integration scopes, space-separated. */
  scopes: string;
  createdAt: string;
  secretRotatedAt: string | null;
  disabledAt: string | null;
}

export type NewIntegrationClient = Omit<StoredIntegrationClient, 'secretRotatedAt' | 'disabledAt'>;

const columns = [
  'tenant_id',
  'client_id',
  'name',
  'auth_method',
  'secret_hash',
  'jwks',
  'scopes',
  'created_at',
  'secret_rotated_at',
  'disabled_at',
] as const;

type Row = Pick<Selectable<IntegrationClientsTable>, (typeof columns)[number]>;

function toStored(row: Row): StoredIntegrationClient {
  return {
    tenantId: row.tenant_id,
    clientId: row.client_id,
    name: row.name,
    authMethod: row.auth_method,
    secretHash: row.secret_hash,
    jwks: row.jwks,
    scopes: row.scopes,
    createdAt: row.created_at,
    secretRotatedAt: row.secret_rotated_at,
    disabledAt: row.disabled_at,
  };
}

export async function insertIntegrationClient(
  db: Kysely<Database>,
  client: NewIntegrationClient,
): Promise<void> {
  await db
    .insertInto('integration_clients')
    .values({
      tenant_id: client.tenantId,
      client_id: client.clientId,
      name: client.name,
      auth_method: client.authMethod,
      secret_hash: client.secretHash,
      jwks: client.jwks,
      scopes: client.scopes,
      created_at: client.createdAt,
    })
    .execute();
}

/** The tenant's client by its id, disabled or not; undefined for another tenant's client. */
export async function findIntegrationClient(
  db: Kysely<Database>,
  tenantId: number,
  clientId: string,
): Promise<StoredIntegrationClient | undefined> {
  const row = await db
    .selectFrom('integration_clients')
    .select(columns)
    .where('tenant_id', '=', tenantId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row && toStored(row);
}

/** Whether the tenant has this client and it is not disabled: one indexed row, one column. */
export async function integrationClientIsActive(
  db: Kysely<Database>,
  tenantId: number,
  clientId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('integration_clients')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('client_id', '=', clientId)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The tenant's clients, oldest first. */
export async function listIntegrationClients(
  db: Kysely<Database>,
  tenantId: number,
): Promise<StoredIntegrationClient[]> {
  const rows = await db
    .selectFrom('integration_clients')
    .select(columns)
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toStored);
}

/** Replaces the secret's hash of an active client_secret_basic client; false when there is none
 * such (unknown, another tenant's, disabled, or authenticating with keys). */
export async function updateIntegrationSecret(
  db: Kysely<Database>,
  change: { tenantId: number; clientId: string; secretHash: string; rotatedAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable('integration_clients')
    .set({ secret_hash: change.secretHash, secret_rotated_at: change.rotatedAt })
    .where('tenant_id', '=', change.tenantId)
    .where('client_id', '=', change.clientId)
    .where('auth_method', '=', 'client_secret_basic')
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Replaces the public keys of an active private_key_jwt client; false when there is none such. */
export async function updateIntegrationKeys(
  db: Kysely<Database>,
  change: { tenantId: number; clientId: string; jwks: string },
): Promise<boolean> {
  const result = await db
    .updateTable('integration_clients')
    .set({ jwks: change.jwks })
    .where('tenant_id', '=', change.tenantId)
    .where('client_id', '=', change.clientId)
    .where('auth_method', '=', 'private_key_jwt')
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Marks the client disabled (once: a second call keeps the first time); false when unknown. */
export async function disableIntegrationClient(
  db: Kysely<Database>,
  change: { tenantId: number; clientId: string; disabledAt: string },
): Promise<boolean> {
  await db
    .updateTable('integration_clients')
    .set({ disabled_at: change.disabledAt })
    .where('tenant_id', '=', change.tenantId)
    .where('client_id', '=', change.clientId)
    .where('disabled_at', 'is', null)
    .execute();
  return (await findIntegrationClient(db, change.tenantId, change.clientId)) !== undefined;
}

/** Every client secret of every tenant, as stored (for the conversion of sealed secrets). */
export async function listAllIntegrationSecrets(
  db: Kysely<Database>,
): Promise<{ tenantId: number; clientId: string; secretHash: string }[]> {
  const rows = await db
    .selectFrom('integration_clients')
    .select(['tenant_id', 'client_id', 'secret_hash'])
    .where('secret_hash', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.flatMap((row) =>
    row.secret_hash === null
      ? []
      : [{ tenantId: row.tenant_id, clientId: row.client_id, secretHash: row.secret_hash }],
  );
}

/** Replaces the stored form of one secret (its hash for its sealed form), the secret unchanged. */
export async function updateStoredIntegrationSecret(
  db: Kysely<Database>,
  secret: { tenantId: number; clientId: string; secretHash: string },
): Promise<void> {
  await db
    .updateTable('integration_clients')
    .set({ secret_hash: secret.secretHash })
    .where('tenant_id', '=', secret.tenantId)
    .where('client_id', '=', secret.clientId)
    .execute();
}
