// Tenants and what every tenant owns outright: customers, status lists, ticket types, article
// documents, stored files and the audit log.
import type { Language } from '@portal/contract/portal';
import type { StatusLang, StatusListKind } from '@portal/contract/status-list';
import type { ColumnType } from 'kysely';
import type {
  DefaultFlag,
  Id,
  JsonText,
  Optional,
  Timestamp,
  WithDefault,
} from './column-types.ts';

export interface TenantsTable {
  id: Id;
  /** First host label, lower case; unique. */
  subdomain: string;
  name: string;
  default_language: Language;
  /** PortalConfig of @portal/contract/portal as JSON: features, colors, texts, logo, ... */
  portal_config: JsonText;
  tag_manager_id: Optional<string>;
  /** Realm of the embedded identity provider, and its client id. */
  realm_name: string;
  realm_client_id: string;
  /** An external OIDC issuer (e.g. Keycloak) replacing the embedded realm, and its client id. */
  external_issuer: Optional<string>;
  external_client_id: Optional<string>;
  /** Where the company hears of tickets and customer messages (migration 0012). */
  support_email: Optional<string>;
  /** Where the tenant's integration events are posted (migration 0018, decision 055). */
  webhook_url: Optional<string>;
  /** The webhook signing secret (whsec_…), sealed (platform/identity/realm-key-cipher.ts). */
  webhook_secret: Optional<string>;
  /** When the receiver answered 410 Gone, and so no more posts go there (migration 0033). */
  webhook_disabled_at: Optional<Timestamp>;
  webhook_disabled_reason: Optional<string>;
  /** The portal's languages, a JSON array of nl/fr/en holding default_language (migration 0019). */
  languages: WithDefault<JsonText>;
  /** When `npm run tenant -- disable` disabled it: it then answers like an unknown tenant. */
  disabled_at: Optional<Timestamp>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A tenant's logo as given, and its PNG raster for the PDFs, made once (migration 0019). */
export interface TenantLogosTable {
  tenant_id: number;
  content_type: 'image/svg+xml' | 'image/png' | 'image/jpeg';
  original_base64: string;
  /** First 16 hex digits of the original's SHA-256, in the logo's URL. */
  version: string;
  raster_png_base64: string;
  raster_width: number;
  raster_height: number;
  updated_at: Timestamp;
}

export interface CustomersTable {
  id: Id;
  /** The back office's own id, unique per tenant (migration 0017); null for the portal's own. */
  external_id: Optional<string>;
  tenant_id: number;
  /** Stored in lower case (unique per tenant); look-ups are case-insensitive. */
  email: string;
  first_name: string;
  name: string;
  phone: Optional<string>;
  language_code: Language;
  /** ISO 3166-1 alpha-2, e.g. "BE". */
  country_code: string;
  street_and_number: Optional<string>;
  postal_code: Optional<string>;
  city: Optional<string>;
  /** 11 digits, no punctuation. */
  national_registration_number: Optional<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Raised by the database's triggers when a row behind the customer's installations changes
   * (migration 0010); never written by the application. */
  data_version: ColumnType<number, never, never>;
  /** When the customer's account was erased and the row anonymised (migration 0036). */
  erased_at: Optional<Timestamp>;
}

/** One status of one list in one language; ids are canonical (@portal/domain/status-ids). */
export interface StatusListItemsTable {
  tenant_id: number;
  kind: StatusListKind;
  lang: StatusLang;
  status_id: number;
  /** Human text with spaces; the API turns spaces into underscores. */
  status_text: string;
  is_initial: DefaultFlag;
  is_final: DefaultFlag;
}

export interface TicketTypesTable {
  id: Id;
  tenant_id: number;
  position: number;
  active: DefaultFlag;
}

export interface TicketTypeLabelsTable {
  tenant_id: number;
  ticket_type_id: number;
  lang: Language;
  label: string;
}

/** Spec §3 "Article document: ArticleCode, Name, Path" (datasheets, manuals). */
export interface ArticleDocumentsTable {
  id: Id;
  tenant_id: number;
  article_code: string;
  name: string;
  path: string;
  created_at: Timestamp;
}

/** A file in the file store (./data/files or S3): metadata here, bytes under storage_key. */
export interface StoredDocumentsTable {
  id: Id;
  tenant_id: number;
  customer_id: Optional<number>;
  /** The entity the file belongs to, e.g. 'offer_version', 'ticket', 'delivery'. */
  owner_type: string;
  owner_id: Optional<number>;
  /** What the file is, e.g. 'signature', 'print', 'photo', 'declaration-RGIE'. */
  kind: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  /** Object key in the store, prefixed with the tenant; unique. */
  storage_key: string;
  created_at: Timestamp;
}

export interface AuditLogTable {
  id: Id;
  tenant_id: number;
  customer_id: Optional<number>;
  /** e.g. 'offer.signed', 'invoice.paid', 'login.failed'. */
  action: string;
  entity_type: Optional<string>;
  entity_id: Optional<number>;
  details: WithDefault<JsonText>;
  created_at: Timestamp;
}
