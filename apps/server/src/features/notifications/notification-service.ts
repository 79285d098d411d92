// A customer's notifications (spec §3, §7): listed newest first, marked seen one by one or by
// ids, removed one by one or all. Only the token's customer's own: another's id is NOT_FOUND on
// the calls that name one in the path, and ignored among the bulk call's ids.
import { ErrorCode } from '@portal/contract/error-code';
import type { NotificationsChanged } from '@portal/contract/notification-changes';
import type { Notification } from '@portal/contract/notifications';
import { AppError } from '../../platform/errors/app-error.ts';
import { customerOwner, type RequestScope } from '../../platform/scope/request-scope.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import {
  deleteNotifications,
  listNotifications,
  markNotificationsSeen,
  ownsNotification,
} from './notification-repository.ts';

export interface NotificationService {
  list(scope: RequestScope): Promise<Notification[]>;
  /** Marks one as seen (already seen: counts 0). */
  markSeen(scope: RequestScope, id: number): Promise<NotificationsChanged>;
  markManySeen(scope: RequestScope, ids: readonly number[]): Promise<NotificationsChanged>;
  remove(scope: RequestScope, id: number): Promise<NotificationsChanged>;
  removeAll(scope: RequestScope): Promise<NotificationsChanged>;
}

const notFound = () => new AppError(ErrorCode.NotFound, 'Notification not found.');

export function createNotificationService({
  db,
  clock,
}: Pick<ServiceDeps, 'db' | 'clock'>): NotificationService {
  return {
    list: (scope) => listNotifications(db, customerOwner(scope)),
    async markSeen(scope, id) {
      const owner = customerOwner(scope);
      return db.transaction().execute(async (trx) => {
        if (!(await ownsNotification(trx, owner, id))) throw notFound();
        return { count: await markNotificationsSeen(trx, owner, [id], clock()) };
      });
    },
    async markManySeen(scope, ids) {
      return { count: await markNotificationsSeen(db, customerOwner(scope), ids, clock()) };
    },
    async remove(scope, id) {
      const count = await deleteNotifications(db, customerOwner(scope), { id });
      if (count === 0) throw notFound();
      return { count };
    },
    async removeAll(scope) {
      return { count: await deleteNotifications(db, customerOwner(scope), 'all') };
    },
  };
}
