// Repairs of spec §3, §4 and §7 (feature support): open or resolved, with the problem, the
// planned visit, the technician's report and the repair's documents.
import { z } from 'zod/mini';

export const RepairState = ['open', 'resolved'] as const;
export type RepairState = (typeof RepairState)[number];

export const repairDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** API path of the PDF, e.g. repairs/3/files/report. */
  path: z.string(),
});
export type RepairDocument = z.infer<typeof repairDocumentSchema>;

export const repairSchema = z.object({
  id: z.int(),
  statusId: z.int(),
  /** The status list's text, spaces as underscores (spec §3). */
  status: z.string(),
  final: z.boolean(),
  state: z.enum(RepairState),
  problem: z.string(),
  reportedAt: z.string(),
  /** The planned visit, if one is planned. */
  plannedDate: z.nullable(z.string()),
  resolvedAt: z.nullable(z.string()),
  technicianReport: z.nullable(z.string()),
  installation: z.object({
    OfferID: z.nullable(z.int()),
    OrderID: z.nullable(z.int()),
    Order_DeliveriesID: z.nullable(z.int()),
    InvoiceID: z.nullable(z.int()),
  }),
  documents: z.array(repairDocumentSchema),
});
export type Repair = z.infer<typeof repairSchema>;
