// The flat installation row of spec §3, exactly as `GET installations/` serves it. The field names
// are the spec's (they come from the installer's ERP, hence the mixed casing). Ids are numbers;
// `id` is the row's index in the customer's list.

import type { InstallationStatus } from './installation-status.ts';
import type { ProductCategory } from './product-category.ts';

/** A value with its unit suffix, e.g. { value: 5.12, suffix: 'kWh' }. */
export interface ArticleDetail {
  value: number | string | boolean;
  suffix: string;
}

/**
 * Known detail keys: the four of spec §3, plus `converter`, our flag for inverters and other
 * converters, which the spec groups separately but gives no category id (see article-grouping.ts).
 * Other keys may appear and are shown as they are.
 */
export type ArticleDetailKey =
  | 'storedEnergy'
  | 'maxPower'
  | 'batteryModuleBase'
  | 'maxPowerCap'
  | 'converter';

export interface InstallationArticle {
  articleId: number;
  articleCode: string;
  category: ProductCategory;
  quantity: number;
  /** Description in the customer's language (falls back to nl, then en). */
  descriptionLanguageText: string;
  details: Partial<Record<ArticleDetailKey, ArticleDetail>> & Record<string, ArticleDetail>;
}

export interface ArticleGroup {
  category: ProductCategory;
  articles: InstallationArticle[];
}

/** The stored facts of one installation, before its status is computed. */
export interface InstallationFacts {
  CustomersID: number;
  OfferID: number | null;
  /** Offer status id (see OfferStatusId). */
  OfferStatus: number | null;
  /** Every version number of the offer, comma separated: "1,2,3". Empty when no offer. */
  OfferVersionNumbers: string;
  /** The current (latest) offer version. */
  VersionNumber: number | null;
  Offer_TypeID: number | null;
  OrderID: number | null;
  /** Order status id (see OrderStatusId). */
  OrderStatus: number | null;
  PrepaymentInvoiceID: number | null;
  /** Invoice payment state of the prepayment invoice: Open 0, Paid 1. */
  PrepaymentInvoiceStatus: number | null;
  Order_DeliveriesID: number | null;
  DeliveryStatus: number | null;
  /** ISO 8601 date-time of the (planned) installation, or null. */
  InstallationDate: string | null;
  QR_FilledIn: boolean;
  InvoiceID: number | null;
  /** Invoice payment state of the final invoice: Open 0, Paid 1. */
  InvoiceStatus: number | null;
  OrderInspectionJobID: number | null;
  InvoiceInspectionJobID: number | null;
  OrderInspectionApproved: boolean | null;
  InvoiceInspectionApproved: boolean | null;
  /** Grid-operator registration: requested 0, completed 1 or 2, none null. */
  NetOperatorStatus: number | null;
  HasExternalPrepayment: boolean;
  OpleveringDone: boolean;
  Surveyed: boolean;
  /** Grid operator name, e.g. 'Fluvius'. */
  netOperator: string | null;
  keuringCertificate: string | null;
  hasWiringDiagram: boolean;
  wiringDiagramKeuring: string | null;
  /** Articles grouped by category, groups in display order. */
  articles: ArticleGroup[];
}

export interface InstallationRow extends InstallationFacts {
  id: number;
  status: InstallationStatus;
}
