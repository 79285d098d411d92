// A customer's notifications (spec §3, §7), newest first. Reading only for now; marking as seen
// and removing come with the notifications page (issue 10).
import type { Notification } from '@portal/contract/notifications';
import { listNotifications } from '../../repositories/notification-repository.ts';
import { customerOwner, type RequestScope } from '../../scope/request-scope.ts';
import type { ServiceDeps } from '../service-deps.ts';

export interface NotificationService {
  list(scope: RequestScope): Promise<Notification[]>;
}

export function createNotificationService({ db }: Pick<ServiceDeps, 'db'>): NotificationService {
  return { list: (scope) => listNotifications(db, customerOwner(scope)) };
}
