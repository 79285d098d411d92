// Deliveries of spec §3 and §7: GET deliveries/{id}, and POST deliveries/{id}/confirm (ours: the
// spec's "confirm deliveries"; the customer confirms the planned appointment).
import { z } from 'zod/mini';
import { installationArticleSchema } from './installation.ts';

export const deliveryStateSchema = z.enum(['toPlan', 'planned', 'done']);

export const deliverySchema = z.object({
  orderDeliveryId: z.int(),
  orderId: z.int(),
  offerTypeId: z.int(),
  /** DeliveryStatusId; its text comes from GET deliveries/statuses. */
  deliveryStatusId: z.int(),
  state: deliveryStateSchema,
  /** The planned installation moment (ISO instant), when planned. */
  plannedDate: z.nullable(z.string()),
  /** When the installation team arrives: a window starting at the planned moment. */
  teamWindow: z.nullable(z.object({ from: z.string(), to: z.string() })),
  /** i18n keys of what the customer prepares (the web translates them). */
  preparations: z.array(z.string()),
  /** When the customer confirmed the appointment. */
  confirmedAt: z.nullable(z.string()),
  canConfirm: z.boolean(),
  /** The iChoosr delivery document was signed. */
  documentSignedAt: z.nullable(z.string()),
  /** What the team delivers and installs: the articles of the order's offer, in the customer's language. */
  articles: z.array(installationArticleSchema),
});
export type Delivery = z.infer<typeof deliverySchema>;
