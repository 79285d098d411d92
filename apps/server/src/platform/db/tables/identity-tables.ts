// The embedded OpenID provider's state, shared by every instance: credentials, one-time tokens,
// the provider's adapter payloads and the realms' signing keys.
import type {
  DefaultFlag,
  Id,
  JsonText,
  Optional,
  Timestamp,
  WithDefault,
} from './column-types.ts';

export interface CustomerCredentialsTable {
  tenant_id: number;
  customer_id: number;
  /** scrypt hash with its parameters and salt. */
  password_hash: string;
  /** Registration confirmed (e-mail verified). */
  confirmed_at: Optional<Timestamp>;
  failed_attempts: WithDefault<number>;
  locked_until: Optional<Timestamp>;
  updated_at: Timestamp;
}

export type CustomerTokenPurpose = 'confirm-registration' | 'password-reset';

/** One-time tokens sent by mail; only a hash is stored. */
export interface CustomerTokensTable {
  id: Id;
  tenant_id: number;
  customer_id: number;
  purpose: CustomerTokenPurpose;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Optional<Timestamp>;
  created_at: Timestamp;
}

/** oidc-provider adapter storage (sessions, grants, codes, refresh tokens...) per realm. */
export interface OidcPayloadsTable {
  tenant_id: number;
  /** The provider's model name, e.g. 'Session', 'AuthorizationCode', 'RefreshToken'. */
  model: string;
  id: string;
  payload: JsonText;
  grant_id: Optional<string>;
  user_code: Optional<string>;
  uid: Optional<string>;
  /** The account (customer id as text) the artefact belongs to, when it has one. */
  account_id: Optional<string>;
  expires_at: Optional<Timestamp>;
  consumed: DefaultFlag;
}

/** A realm's signing key (private JWK); retired keys stay published until tokens expire. */
export interface RealmSigningKeysTable {
  id: Id;
  tenant_id: number;
  kid: string;
  private_jwk: JsonText;
  created_at: Timestamp;
  retired_at: Optional<Timestamp>;
}

/** A secret of the whole installation (e.g. the provider's cookie key), generated once. */
export interface InstallationSecretsTable {
  name: string;
  /** base64url random bytes. */
  value: string;
  created_at: Timestamp;
}
