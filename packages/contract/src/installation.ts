// The installation rows of `GET installations/` (spec §3). Mirrors the domain's InstallationRow;
// the `satisfies` check below fails to compile if the two ever drift apart.
import type { InstallationRow } from '@portal/domain/installation-row';
import { InstallationStatus } from '@portal/domain/installation-status';
import { ProductCategory } from '@portal/domain/product-category';
import { z } from 'zod/mini';

const id = z.nullable(z.int());
const detail = z.object({
  value: z.union([z.number(), z.string(), z.boolean()]),
  suffix: z.string(),
});
const category = z.literal(Object.values(ProductCategory));

export const installationArticleSchema = z.object({
  articleId: z.int(),
  articleCode: z.string(),
  category,
  quantity: z.number(),
  descriptionLanguageText: z.string(),
  details: z.record(z.string(), detail),
});

export const installationRowSchema = z.object({
  id: z.int(),
  status: z.literal(Object.values(InstallationStatus)),
  CustomersID: z.int(),
  OfferID: id,
  OfferStatus: id,
  OfferVersionNumbers: z.string(),
  VersionNumber: id,
  Offer_TypeID: id,
  OrderID: id,
  OrderStatus: id,
  PrepaymentInvoiceID: id,
  PrepaymentInvoiceStatus: id,
  Order_DeliveriesID: id,
  DeliveryStatus: id,
  InstallationDate: z.nullable(z.string()),
  QR_FilledIn: z.boolean(),
  InvoiceID: id,
  InvoiceStatus: id,
  OrderInspectionJobID: id,
  InvoiceInspectionJobID: id,
  OrderInspectionApproved: z.nullable(z.boolean()),
  InvoiceInspectionApproved: z.nullable(z.boolean()),
  NetOperatorStatus: id,
  HasExternalPrepayment: z.boolean(),
  OpleveringDone: z.boolean(),
  Surveyed: z.boolean(),
  netOperator: z.nullable(z.string()),
  keuringCertificate: z.nullable(z.string()),
  hasWiringDiagram: z.boolean(),
  wiringDiagramKeuring: z.nullable(z.string()),
  articles: z.array(z.object({ category, articles: z.array(installationArticleSchema) })),
}) satisfies z.ZodMiniType<InstallationRow>;
