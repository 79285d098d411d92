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
