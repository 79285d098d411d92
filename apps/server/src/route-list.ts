// Every /api route plugin, in one of two lists: api.ts registers the public ones as they are and
// the customer ones inside the scope whose hook authenticates every request. A new route joins a
// list here; the access matrix (test/access-matrix.test.ts) calls it from its schemas by itself,
// and fails if it cannot (decision 025).

import { accountRoutes } from './features/accounts/account-routes.ts';
import { passwordRoute } from './features/accounts/password-route.ts';
import { registrationRoute } from './features/accounts/registration-route.ts';
import { deliveryRoutes } from './features/deliveries/delivery-routes.ts';
import { articleDocumentRoutes } from './features/documents/article-document-routes.ts';
import { documentRoutes } from './features/documents/document-routes.ts';
import { gridOperatorRoutes } from './features/grid-operator/grid-operator-routes.ts';
import { inspectionRoutes } from './features/inspections/inspection-routes.ts';
import { installationsRoute } from './features/installations/installations-route.ts';
import { invoiceRoutes } from './features/invoices/invoice-routes.ts';
import { loyaltyRoutes } from './features/loyalty/loyalty-routes.ts';
import { referralRoutes } from './features/loyalty/referral-routes.ts';
import { monitoringHistoryRoutes } from './features/monitoring/history-routes.ts';
import { monitoringRoutes } from './features/monitoring/monitoring-routes.ts';
import { notificationRoutes } from './features/notifications/notification-routes.ts';
import { offerRoutes } from './features/offers/routes/offer-routes.ts';
import { orderRoutes } from './features/orders/order-routes.ts';
import { configRoute } from './features/portal/config-route.ts';
import { realmRoute } from './features/portal/realm-route.ts';
import { tagIdRoute } from './features/portal/tag-id-route.ts';
import { pushKeyRoute } from './features/push/push-key-route.ts';
import { pushSubscriptionRoute } from './features/push/push-routes.ts';
import { repairRoutes } from './features/repairs/repair-routes.ts';
import { supportRoutes } from './features/support/support-routes.ts';
import { surveyRoutes } from './features/surveys/survey-routes.ts';
import { statusListsRoute } from './features/tenants/status-lists-route.ts';
import type { RoutePlugin } from './platform/http/route-plugin.ts';

/** No bearer token: what the SPA needs before sign-in, and the registration and reset links. */
export const publicRoutes: readonly RoutePlugin[] = [
  realmRoute,
  configRoute,
  tagIdRoute,
  statusListsRoute,
  registrationRoute,
  passwordRoute,
  pushKeyRoute,
  referralRoutes,
];

/** The customer API: a bearer token of the tenant's realm on every call. */
export const customerRoutes: readonly RoutePlugin[] = [
  accountRoutes,
  installationsRoute,
  invoiceRoutes,
  orderRoutes,
  deliveryRoutes,
  inspectionRoutes,
  gridOperatorRoutes,
  offerRoutes,
  documentRoutes,
  notificationRoutes,
  pushSubscriptionRoute,
  supportRoutes,
  repairRoutes,
  surveyRoutes,
  loyaltyRoutes,
  articleDocumentRoutes,
  monitoringRoutes,
  monitoringHistoryRoutes,
];
