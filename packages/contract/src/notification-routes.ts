// Where a notification leads (spec §3 "action (route name)"): its `action` is a route name of the
// web app (the spec's named routes, and the pages a notification may open), its `params` carry the
// ids that route's path needs. Resolved to one path here, so the notifications page and the push
// message (the service worker opens it) go to the same place (decision 036).
import { installationRoutes } from '@portal/domain/installation-routes';

type Params = Readonly<Record<string, unknown>>;

/** A non-negative integer param (a number or its digits), else undefined: never a path piece
 * from free text. */
export function idOf(params: Params, name: string): number | undefined {
  const value = params[name];
  const number = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0
    ? number
    : undefined;
}

const withId =
  (name: string, path: (id: number) => string) =>
  (params: Params): string | null => {
    const id = idOf(params, name);
    return id === undefined ? null : path(id);
  };

const fixed = (path: string) => (): string => path;

/** The params whose value names one of the customer's records in the path a route opens (below):
 * a portal id, or for installationId the installation's place in the customer's list (from 0).
 * What the integration API checks a notification's params against (decision 055). */
export const notificationRecordParams = [
  'installationId',
  'offerId',
  'orderId',
  'invoiceId',
  'deliveryId',
  'issueId',
  'repairId',
] as const;
export type NotificationRecordParam = (typeof notificationRecordParams)[number];

/** Every route name a notification may name, with the path it opens (null: params missing). */
export const notificationRoutes = {
  installations: fixed('/installations'),
  installation: withId('installationId', installationRoutes.detail),
  offer: (params: Params) => {
    const offerId = idOf(params, 'offerId');
    const version = idOf(params, 'versionNumber');
    if (offerId === undefined) return null;
    return version === undefined
      ? installationRoutes.offerList(offerId)
      : installationRoutes.offerDetail(offerId, version);
  },
  order: withId('orderId', installationRoutes.orderDetail),
  invoice: withId('invoiceId', installationRoutes.invoiceDetail),
  delivery: withId('deliveryId', installationRoutes.deliveryDetail),
  inspection: (params: Params) => {
    const invoiceId = idOf(params, 'invoiceId');
    if (invoiceId !== undefined) return installationRoutes.inspectionDetail(invoiceId, 'invoice');
    const orderId = idOf(params, 'orderId');
    return orderId === undefined ? null : installationRoutes.inspectionDetail(orderId, 'order');
  },
  gridOperator: withId('installationId', installationRoutes.gridOperator),
  support: (params: Params) => {
    const issueId = idOf(params, 'issueId');
    return issueId === undefined ? '/support' : `/support/${issueId}`;
  },
  repair: withId('repairId', installationRoutes.repair),
  survey: withId('orderId', installationRoutes.survey),
  loyalty: fixed('/loyalty'),
  monitoring: fixed('/monitoring/feed'),
  insights: fixed('/monitoring/insights'),
  history: fixed('/monitoring/history'),
  energyPlan: fixed('/monitoring/plan'),
  account: fixed('/account'),
  documentsIndex: fixed('/documents'),
  notifications: fixed('/notifications'),
  dashboard: fixed('/dashboard'),
  aftersale: fixed('/aftersale'),
} as const satisfies Record<string, (params: Params) => string | null>;

export type NotificationRoute = keyof typeof notificationRoutes;

function isNotificationRoute(action: string): action is NotificationRoute {
  return Object.hasOwn(notificationRoutes, action);
}

/** The path a notification opens, or null when its action names no route or lacks an id. */
export function notificationPath(action: string | null, params: Params): string | null {
  if (action === null || !isNotificationRoute(action)) return null;
  return notificationRoutes[action](params);
}
