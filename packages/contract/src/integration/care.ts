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

/** Ticket statuses the company may set with a reply (spec §4: in progress, waiting for reply,
 * done). */
export const ticketStatusNames = ['in-progress', 'waiting-for-reply', 'done'] as const;
export type TicketStatusName = (typeof ticketStatusNames)[number];

export const ticketReplyParams = z.strictObject({
  /** The portal's id of the ticket (from the "ticket created" event). */
  ticketId: z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(2_147_483_647))),
  externalId: externalIdSchema,
});

export const ticketReplyUpsertSchema = z.strictObject({
  message: text(8000),
  /** Who answers, e.g. "Koen (Zonnewende Energie)"; the tenant's name by default. */
  authorName: z.optional(text(120)),
  /** The ticket's status with the reply; "waiting for reply" by default (the customer has a
   * message), a closed ticket stays closed. */
  ticketStatus: z.optional(z.enum(ticketStatusNames)),
});
export type TicketReplyUpsert = z.infer<typeof ticketReplyUpsertSchema>;

export const integrationTicketReplySchema = z.object({
  externalId: externalIdSchema,
  ticketId: z.int(),
  message: z.string(),
  authorName: z.nullable(z.string()),
  sentAt: z.string(),
});
export type IntegrationTicketReply = z.infer<typeof integrationTicketReplySchema>;
