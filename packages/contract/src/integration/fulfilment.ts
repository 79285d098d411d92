// Deliveries and their planning, and inspections with their certificate, as the back office
// writes them.
import { GridOperatorRequestStatus } from '@portal/domain/status-ids';
import { z } from 'zod/mini';
import { externalIdSchema, instantSchema, optionalText, pdfBase64Schema } from './common.ts';

/** Delivery statuses in lifecycle order: to plan, planned, done (spec §4: one initial, one final). */
export const deliveryStatusNames = ['to-plan', 'planned', 'done'] as const;
export type DeliveryStatusName = (typeof deliveryStatusNames)[number];

export const deliveryUpsertSchema = z.strictObject({
  orderExternalId: externalIdSchema,
  /** The planned installation moment; setting or moving it tells the customer. */
  installationDate: z._default(z.nullable(instantSchema), null),
  /** Left out: planned when a moment is given, else to plan. */
  status: z.optional(z.enum(deliveryStatusNames)),
  remarks: optionalText(2000),
  /** The customer pays with a bank loan (SEPA). */
  sepaLoan: z._default(z.boolean(), false),
});
export type DeliveryUpsert = z.infer<typeof deliveryUpsertSchema>;

export const integrationDeliverySchema = z.object({
  externalId: externalIdSchema,
  orderExternalId: externalIdSchema,
  status: z.enum(deliveryStatusNames),
  installationDate: z.nullable(z.string()),
  remarks: z.nullable(z.string()),
  sepaLoan: z.boolean(),
  documentSignedAt: z.nullable(z.string()),
});
export type IntegrationDelivery = z.infer<typeof integrationDeliverySchema>;

/** What the inspection body concluded: nothing yet, approved, or rejected (spec §4). */
export const inspectionOutcomes = ['pending', 'approved', 'rejected'] as const;

export const inspectionUpsertSchema = z
  .strictObject({
    /** The order or the invoice the inspection is on: exactly one. */
    orderExternalId: z.optional(externalIdSchema),
    invoiceExternalId: z.optional(externalIdSchema),
    /** The inspection body's own job number. */
    keurderJobId: z.int().check(z.gte(1), z.lte(2_000_000_000)),
    /** The inspection's appointment; setting or moving it tells the customer. */
    appointmentDate: z._default(z.nullable(instantSchema), null),
    outcome: z._default(z.enum(inspectionOutcomes), 'pending'),
    /** The day of the outcome, when approved or rejected. */
    outcomeOn: z._default(z.nullable(z.iso.date()), null),
    certificateNumber: optionalText(60),
    /** The inspection certificate as a PDF, when approved. */
    certificatePdfBase64: z.optional(pdfBase64Schema),
  })
  .check(
    z.refine((inspection) => !inspection.orderExternalId !== !inspection.invoiceExternalId, {
      message: 'the order or the invoice the inspection is on: exactly one',
      path: ['orderExternalId'],
    }),
    z.refine((inspection) => inspection.outcome === 'pending' || inspection.outcomeOn !== null, {
      message: 'the day of the outcome',
      path: ['outcomeOn'],
    }),
  );
export type InspectionUpsert = z.infer<typeof inspectionUpsertSchema>;

export const inspectionStatusNames = ['requested', 'planned', 'approved', 'rejected'] as const;

export const integrationInspectionSchema = z.object({
  externalId: externalIdSchema,
  orderExternalId: z.nullable(z.string()),
  invoiceExternalId: z.nullable(z.string()),
  keurderJobId: z.int(),
  status: z.enum(inspectionStatusNames),
  appointmentDate: z.nullable(z.string()),
  approvedDate: z.nullable(z.string()),
  rejectedDate: z.nullable(z.string()),
  certificateNumber: z.nullable(z.string()),
  hasCertificatePdf: z.boolean(),
});
export type IntegrationInspection = z.infer<typeof integrationInspectionSchema>;

/** The grid-operator registration of a sale's installation (spec §4 request statuses). */
export const gridOperatorRequestUpsertSchema = z.strictObject({
  /** The sale (its offer) whose installation is registered. */
  offerExternalId: externalIdSchema,
  status: z.enum(GridOperatorRequestStatus),
  /** The connection point's 18-digit EAN. */
  ean: z._default(z.nullable(z.string().check(z.regex(/^[0-9]{18}$/, '18 digits'))), null),
});
export type GridOperatorRequestUpsert = z.infer<typeof gridOperatorRequestUpsertSchema>;

export const integrationGridOperatorRequestSchema = z.object({
  externalId: externalIdSchema,
  offerExternalId: z.string(),
  operator: z.string(),
  status: z.enum(GridOperatorRequestStatus),
  ean: z.nullable(z.string()),
  sentAt: z.nullable(z.string()),
  completedAt: z.nullable(z.string()),
});
export type IntegrationGridOperatorRequest = z.infer<typeof integrationGridOperatorRequestSchema>;
