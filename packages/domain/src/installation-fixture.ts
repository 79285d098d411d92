// Test fixtures: an installation with nothing yet (no offer, order, delivery or invoice), to which
// each test adds only the facts it is about. Not used by production code.

import type {
  InstallationArticle,
  InstallationFacts,
  InstallationRow,
} from './installation-row.ts';
import { InstallationStatus } from './installation-status.ts';
import { ProductCategory } from './product-category.ts';

export function makeFacts(overrides: Partial<InstallationFacts> = {}): InstallationFacts {
  return {
    CustomersID: 7,
    OfferID: null,
    OfferStatus: null,
    OfferVersionNumbers: '',
    VersionNumber: null,
    Offer_TypeID: null,
    OrderID: null,
    OrderStatus: null,
    PrepaymentInvoiceID: null,
    PrepaymentInvoiceStatus: null,
    Order_DeliveriesID: null,
    DeliveryStatus: null,
    InstallationDate: null,
    QR_FilledIn: false,
    InvoiceID: null,
    InvoiceStatus: null,
    OrderInspectionJobID: null,
    InvoiceInspectionJobID: null,
    OrderInspectionApproved: null,
    InvoiceInspectionApproved: null,
    NetOperatorStatus: null,
    HasExternalPrepayment: false,
    OpleveringDone: false,
    Surveyed: false,
    netOperator: null,
    keuringCertificate: null,
    hasWiringDiagram: false,
    wiringDiagramKeuring: null,
    articles: [],
    ...overrides,
  };
}

export function makeRow(overrides: Partial<InstallationRow> = {}): InstallationRow {
  const { id = 0, status = InstallationStatus.New, ...facts } = overrides;
  return { ...makeFacts(facts), id, status };
}

let nextArticleId = 1;

export function makeArticle(overrides: Partial<InstallationArticle> = {}): InstallationArticle {
  const articleId = overrides.articleId ?? nextArticleId++;
  return {
    articleId,
    articleCode: `ART-${articleId}`,
    category: ProductCategory.Other,
    quantity: 1,
    descriptionLanguageText: `Article ${articleId}`,
    details: {},
    ...overrides,
  };
}

/**
 * An installation's facts at each point of its life, each stage adding the facts of the next
 * step (with a prepayment invoice, a final invoice and an order inspection).
 */
export const lifeStages = (() => {
  const offered = { OfferID: 10, OfferStatus: 2, VersionNumber: 1, OfferVersionNumbers: '1' };
  const signed = { ...offered, OfferStatus: 3 };
  const ordered = { ...signed, OrderID: 20, OrderStatus: 2 };
  const toPrepay = { ...ordered, PrepaymentInvoiceID: 30, PrepaymentInvoiceStatus: 0 };
  const prepaid = { ...toPrepay, PrepaymentInvoiceStatus: 1 };
  const planned = { ...prepaid, Order_DeliveriesID: 40, InstallationDate: '2026-12-01T09:00:00' };
  const delivered = { ...planned, InstallationDate: '2026-11-10T09:00:00', QR_FilledIn: true };
  const invoiced = { ...delivered, InvoiceID: 50, InvoiceStatus: 0 };
  const paid = { ...invoiced, InvoiceStatus: 1 };
  const inspected = { ...paid, OrderInspectionJobID: 60, OrderInspectionApproved: true };
  const gridRequested = { ...inspected, NetOperatorStatus: 0 };
  const registered = { ...inspected, NetOperatorStatus: 1 };
  const surveyed = { ...registered, Surveyed: true };
  return {
    offered,
    signed,
    ordered,
    toPrepay,
    prepaid,
    planned,
    delivered,
    invoiced,
    paid,
    inspected,
    gridRequested,
    registered,
    surveyed,
  } satisfies Record<string, Partial<InstallationFacts>>;
})();
