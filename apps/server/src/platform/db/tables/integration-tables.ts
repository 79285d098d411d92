// The integration API's clients (migration 0016, decision 053).
import type { Id, JsonText, Optional, Timestamp } from './column-types.ts';

export type IntegrationAuthMethod = 'client_secret_basic' | 'private_key_jwt';

export interface IntegrationClientsTable {
  id: Id;
  tenant_id: number;
  /** Unique across tenants. */
  client_id: string;
  name: string;
  auth_method: IntegrationAuthMethod;
  /** client_secret_basic: `sha256$` and the secret's SHA-256 (migration 0028); a row made before
   * holds the secret sealed until the start-up conversion. Null for private_key_jwt. */
  secret_hash: Optional<string>;
  /** private_key_jwt: the client's public JWKS (`{ keys: [...] }`). Null for secrets. */
  jwks: Optional<JsonText>;
  /** Granted integration scopes, space-separated. */
  scopes: string;
  created_at: Timestamp;
  secret_rotated_at: Optional<Timestamp>;
  disabled_at: Optional<Timestamp>;
}
