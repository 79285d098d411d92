// Installations and what is sold on them: offers with their versions and articles, upsell offers
// and orders. An installation groups one sale from offer to grid-operator registration.
import type { OrderPaymentStage } from '@portal/domain/constants';
import type { ProductCategory } from '@portal/domain/product-category';
import type {
  Cents,
  DateText,
  DefaultFlag,
  Id,
  JsonText,
  Optional,
  Timestamp,
  WithDefault,
} from './column-types.ts';

export interface InstallationsTable {
  id: Id;
  tenant_id: number;
  customer_id: number;
  /** Site address, when it differs from the customer's. */
  street_and_number: Optional<string>;
  postal_code: Optional<string>;
  city: Optional<string>;
  /** Grid operator (DSO) of the site, e.g. 'Fluvius', 'ORES'. */
  grid_operator: Optional<string>;
  /** Financed by a third party (iChoosr group purchase): the customer signs a delivery document. */
  has_external_prepayment: DefaultFlag;
  /** Handover (oplevering) done. */
  oplevering_done: DefaultFlag;
  surveyed: DefaultFlag;
  /** The installer filled in the handover QR form on site. */
  qr_filled_in: DefaultFlag;
  /** Inspection (keuring) certificate reference; empty means none. */
  keuring_certificate: Optional<string>;
  has_wiring_diagram: DefaultFlag;
  /** Wiring diagram of the inspection; empty means none. */
  wiring_diagram_keuring: Optional<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OffersTable {
  id: Id;
  /** The back office's own id, unique per tenant (migration 0017); null for the portal's own. */
  external_id: Optional<string>;
  tenant_id: number;
  customer_id: number;
  installation_id: number;
  offer_type_id: number;
  /** OfferStatusId. */
  status_id: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OfferVersionsTable {
  id: Id;
  tenant_id: number;
  offer_id: number;
  version_number: number;
  /** OfferStatusId of this version (a superseded version is Expired with superseded_at set). */
  status_id: number;
  created_at: Timestamp;
  /** Last day the version can be signed. */
  valid_until: Optional<DateText>;
  seen_at: Optional<Timestamp>;
  signed_at: Optional<Timestamp>;
  superseded_at: Optional<Timestamp>;
  signature_document_id: Optional<number>;
  total_excl_vat_cents: Cents;
  total_incl_vat_cents: Cents;
}

export interface OfferArticlesTable {
  id: Id;
  tenant_id: number;
  offer_version_id: number;
  position: number;
  article_code: string;
  category_id: ProductCategory;
  quantity: number;
  unit_price_cents: Cents;
  vat_rate_percent: number;
  /** At least one description is set; read in the customer's language, then nl, en, fr. */
  description_nl: Optional<string>;
  description_fr: Optional<string>;
  description_en: Optional<string>;
}

/** Spec §3 article details: key → { value, suffix }. */
export interface OfferArticleDetailsTable {
  id: Id;
  tenant_id: number;
  offer_article_id: number;
  detail_key: string;
  /** number, string or boolean, JSON-encoded so that the type survives. */
  value_json: JsonText;
  suffix: WithDefault<string>;
}

/** An extra product proposed on top of an offer version (spec: upsell with type, name, file). */
export interface UpsellOffersTable {
  id: Id;
  tenant_id: number;
  customer_id: number;
  installation_id: number;
  offer_id: number;
  version_number: number;
  /** e.g. 'battery', 'charging-station'. */
  upsell_type: string;
  name: string;
  /** The proposal document. */
  document_id: Optional<number>;
  /** The customer's signature when accepted. */
  signature_document_id: Optional<number>;
  accepted_at: Optional<Timestamp>;
  created_at: Timestamp;
}

export interface OrdersTable {
  id: Id;
  /** The back office's own id, unique per tenant (migration 0017); null for the portal's own. */
  external_id: Optional<string>;
  tenant_id: number;
  customer_id: number;
  installation_id: number;
  offer_id: Optional<number>;
  /** OrderStatusId. */
  status_id: number;
  offer_type_id: number;
  payment_stage: OrderPaymentStage;
  ordered_at: Timestamp;
  signed_at: Optional<Timestamp>;
  signature_document_id: Optional<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
