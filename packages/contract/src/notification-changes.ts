// The changing calls of spec §7 on notifications: POST notifications/{id}/seen, POST
// notifications/seen with ids, DELETE notifications/{id} and DELETE notifications. Apart from
// notifications.ts so that the app shell, which only reads the list (the unseen dot), does not
// carry these schemas on the first page.
import { z } from 'zod/mini';
import { recordId } from './record-id.ts';

/** The most notifications one `POST notifications/seen` marks: a page of them, with room. */
export const MAX_NOTIFICATIONS_PER_CALL = 500;

/** `POST notifications/seen`: the ids to mark as seen (spec §7 "ids for the bulk call"). Ids
 * that are not the customer's are ignored: they change nothing and tell nothing. */
export const notificationsSeenSchema = z.strictObject({
  ids: z.array(recordId).check(z.minLength(1), z.maxLength(MAX_NOTIFICATIONS_PER_CALL)),
});
export type NotificationsSeen = z.infer<typeof notificationsSeenSchema>;

/** The answer of the seen and delete calls ("result not shown"): how many notifications changed
 * (marked seen now, or removed). */
export const notificationsChangedSchema = z.object({ count: z.int() });
export type NotificationsChanged = z.infer<typeof notificationsChangedSchema>;
