// GET notifications (spec §7): the signed-in customer's notifications, newest first. The client
// translates `notificationId` (what happened) and opens the named route `action`.
import { z } from 'zod/mini';

export const notificationSchema = z.object({
  id: z.int(),
  notificationId: z.string(),
  action: z.nullable(z.string()),
  params: z.record(z.string(), z.unknown()),
  seen: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
