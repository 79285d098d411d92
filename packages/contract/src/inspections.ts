// Inspections (keuring) of spec §3 and §7: GET inspections/orders/{id} and inspections/invoices/{id}.
import { InspectionStatus } from '@portal/domain/inspection-status';
import { z } from 'zod/mini';
import { installationArticleSchema } from './installation.ts';

export const inspectionDocumentSchema = z.object({
  kind: z.enum(['inspectionCertificate', 'wiringDiagram']),
  /** The certificate or diagram reference; a document is listed only when it is non-empty. */
  reference: z.string(),
  /** True on the certificate when the back office sent its PDF: the customer downloads it from
   * documentPaths.inspectionCertificate (files/inspections/{orders|invoices}/{id}/certificate).
   * Left out otherwise. */
  downloadable: z.optional(z.boolean()),
});

export const inspectionSchema = z.object({
  keurderJobId: z.int(),
  /** The inspection date (ISO instant), when an appointment is made. */
  keuringAppointmentDate: z.nullable(z.string()),
  approvedDate: z.nullable(z.string()),
  rejectedDate: z.nullable(z.string()),
  askedKeuring: z.boolean(),
  keuringAppointment: z.boolean(),
  /** True when approved, false when rejected, null while not judged. */
  approved: z.nullable(z.boolean()),
  /** Requested 0, Approved 1, Rejected 2, Planned 3 (spec §4). */
  status: z.literal(Object.values(InspectionStatus)),
  source: z.enum(['order', 'invoice']),
  orderId: z.nullable(z.int()),
  invoiceId: z.nullable(z.int()),
  articles: z.array(installationArticleSchema),
  documents: z.array(inspectionDocumentSchema),
});
export type Inspection = z.infer<typeof inspectionSchema>;
