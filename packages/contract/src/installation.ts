// The installation rows of `GET installations/` (spec §3). Mirrors the domain's InstallationRow;
// the `satisfies` check below fails to compile if the two ever drift apart.
import type { InstallationRow } from '@portal/domain/installation-row';
import { InstallationStatus } from '@portal/domain/installation-status';
import { ProductCategory } from '@portal/domain/product-category';
import { z } from 'zod';

const id = z.number().int().nullable();
const detail = z.object({
  value: z.union([z.number(), z.string(), z.boolean()]),
  suffix: z.string(),
});
const category = z.literal(Object.values(ProductCategory));

export const installationArticleSchema = z.object({
  articleId: z.number().int(),
  articleCode: z.string(),
  category,
  quantity: z.number(),
  descriptionLanguageText: z.string(),
  details: z.record(z.string(), detail),
});

export const installationRowSchema = z.object({
  id: z.number().int(),
  status: z.literal(Object.values(InstallationStatus)),
  CustomersID: z.number().int(),
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
  InstallationDate: z.string().nullable(),
  QR_FilledIn: z.boolean(),
  InvoiceID: id,
  InvoiceStatus: id,
  OrderInspectionJobID: id,
  InvoiceInspectionJobID: id,
  OrderInspectionApproved: z.boolean().nullable(),
  InvoiceInspectionApproved: z.boolean().nullable(),
  NetOperatorStatus: id,
  HasExternalPrepayment: z.boolean(),
  OpleveringDone: z.boolean(),
  Surveyed: z.boolean(),
  netOperator: z.string().nullable(),
  keuringCertificate: z.string().nullable(),
  hasWiringDiagram: z.boolean(),
  wiringDiagramKeuring: z.string().nullable(),
  articles: z.array(z.object({ category, articles: z.array(installationArticleSchema) })),
}) satisfies z.ZodType<InstallationRow>;
