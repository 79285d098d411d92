// Deliveries of spec §3 and §7: GET deliveries/{id}, and POST deliveries/{id}/confirm (ours: the
// spec's "confirm deliveries"; the customer confirms the planned appointment).
import { z } from 'zod';
import { installationArticleSchema } from './installation.ts';

export const deliveryStateSchema = z.enum(['toPlan', 'planned', 'done']);

export const deliverySchema = z.object({
  orderDeliveryId: z.number().int(),
  orderId: z.number().int(),
  offerTypeId: z.number().int(),
  /** DeliveryStatusId; its text comes from GET deliveries/statuses. */
  deliveryStatusId: z.number().int(),
  state: deliveryStateSchema,
  /** The planned installation moment (ISO instant), when planned. */
  plannedDate: z.string().nullable(),
  /** When the installation team arrives: a window starting at the planned moment. */
  teamWindow: z.object({ from: z.string(), to: z.string() }).nullable(),
  /** i18n keys of what the customer prepares (the web translates them). */
  preparations: z.array(z.string()),
  /** When the customer confirmed the appointment. */
  confirmedAt: z.string().nullable(),
  canConfirm: z.boolean(),
  /** The iChoosr delivery document was signed. */
  documentSignedAt: z.string().nullable(),
  /** What the team delivers and installs: the articles of the order's offer, in the customer's language. */
  articles: z.array(installationArticleSchema),
});
export type Delivery = z.infer<typeof deliverySchema>;
