// Repairs as the back office writes them (after-sales care).
import { z } from 'zod/mini';
import { externalIdSchema, instantSchema, optionalText, text } from './common.ts';

/** Repair statuses in lifecycle order: open, in progress, resolved (spec §4: open, resolved). */
export const repairStatusNames = ['open', 'in-progress', 'resolved'] as const;
export type RepairStatusName = (typeof repairStatusNames)[number];

export const repairUpsertSchema = z.strictObject({
  /** The sale (its offer) whose installation is repaired. */
  offerExternalId: externalIdSchema,
  description: text(4000),
  status: z._default(z.enum(repairStatusNames), 'open'),
  /** The technician's planned visit. */
  plannedDate: z._default(z.nullable(instantSchema), null),
  /** What the technician wrote after the visit. */
  technicianReport: optionalText(8000),
});
export type RepairUpsert = z.infer<typeof repairUpsertSchema>;

export const integrationRepairSchema = z.object({
  externalId: externalIdSchema,
  offerExternalId: z.string(),
  description: z.string(),
  status: z.enum(repairStatusNames),
  plannedDate: z.nullable(z.string()),
  technicianReport: z.nullable(z.string()),
  reportedAt: z.string(),
  resolvedAt: z.nullable(z.string()),
});
export type IntegrationRepair = z.infer<typeof integrationRepairSchema>;
