// Every /api route plugin, in one of two lists: api.ts registers the public ones as they are and
// the customer ones inside the scope whose hook authenticates every request. A new route joins a
// list here; the access matrix (test/access-matrix.test.ts) calls it from its schemas by itself,
// and fails if it cannot (decision 025).

import type { RoutePlugin } from '../platform/http/route-plugin.ts';
import { accountRoutes } from './account/account-routes.ts';
import { passwordRoute } from './auth/password-route.ts';
import { registrationRoute } from './auth/registration-route.ts';
import { deliveryRoutes } from './deliveries/delivery-routes.ts';
import { articleDocumentRoutes } from './documents/article-document-routes.ts';
import { documentRoutes } from './documents/document-routes.ts';
import { gridOperatorRoutes } from './grid-operator/grid-operator-routes.ts';
import { inspectionRoutes } from './inspections/inspection-routes.ts';
import { installationsRoute } from './installations-route.ts';
import { invoiceRoutes } from './invoices/invoice-routes.ts';
import { loyaltyRoutes } from './loyalty/loyalty-routes.ts';
import { referralRoutes } from './loyalty/referral-routes.ts';
import { monitoringHistoryRoutes } from './monitoring/history-routes.ts';
import { monitoringRoutes } from './monitoring/monitoring-routes.ts';
import { notificationRoutes } from './notifications/notification-routes.ts';
import { offerRoutes } from './offers/offer-routes.ts';
import { orderRoutes } from './orders/order-routes.ts';
import { configRoute } from './portal/config-route.ts';
import { realmRoute } from './portal/realm-route.ts';
import { tagIdRoute } from './portal/tag-id-route.ts';
import { pushKeyRoute } from './push/push-key-route.ts';
import { pushSubscriptionRoute } from './push/push-routes.ts';
import { repairRoutes } from './repairs/repair-routes.ts';
import { statusListsRoute } from './status-lists-route.ts';
import { supportRoutes } from './support/support-routes.ts';
import { surveyRoutes } from './surveys/survey-routes.ts';

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
