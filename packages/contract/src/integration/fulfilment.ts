// Deliveries and their planning as the back office writes them.
import { z } from 'zod/mini';
import { externalIdSchema, instantSchema, optionalText } from './common.ts';

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
