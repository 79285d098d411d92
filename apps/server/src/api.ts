// The API under /api: every request names its tenant (x-subdomain), then either a public route
// answers or the customer API does, whose one hook authenticates every route inside it. Every
// route plugin is in one of the two lists below and receives the services built once in app.ts
// (services.ts). A new route joins a list here; each scope marks its routes' config with their
// access, and the access matrix (test/access-matrix.test.ts) calls every route from its schemas
// by itself, failing for one it cannot call (decision 025).
import type { FastifyInstance } from 'fastify';
import { accountRoutes, passwordRoute, registrationRoute } from './features/accounts/index.ts';
import { deliveryRoutes } from './features/deliveries/index.ts';
import { articleDocumentRoutes, documentRoutes } from './features/documents/index.ts';
import { energyPlanRoutes } from './features/energy-plan/index.ts';
import { gridOperatorRoutes } from './features/grid-operator/index.ts';
import { inspectionRoutes } from './features/inspections/index.ts';
import { installationsRoute } from './features/installations/index.ts';
import { invoiceRoutes } from './features/invoices/index.ts';
import { loyaltyRoutes, referralRoutes } from './features/loyalty/index.ts';
import { monitoringHistoryRoutes, monitoringRoutes } from './features/monitoring/index.ts';
import { myDataLinkRoutes, myDataRoutes } from './features/my-data/index.ts';
import {
  notificationPreferenceRoutes,
  notificationRoutes,
  unsubscribeRoutes,
} from './features/notifications/index.ts';
import { offerRoutes } from './features/offers/index.ts';
import { orderRoutes } from './features/orders/index.ts';
import { configRoute, realmRoute, tagIdRoute } from './features/portal/index.ts';
import { pushKeyRoute, pushSubscriptionRoute } from './features/push/index.ts';
import { repairRoutes } from './features/repairs/index.ts';
import { supportRoutes } from './features/support/index.ts';
import { surveyRoutes } from './features/surveys/index.ts';
import { statusListsRoute } from './features/tenants/index.ts';
import { markRouteAccess } from './platform/http/route-access.ts';
import type { RoutePlugin } from './platform/http/route-plugin.ts';
import { limitUploadsPerCustomer } from './platform/http/uploads-per-customer.ts';
import { authenticateEveryRequest } from './platform/identity/authentication-hook.ts';
import { resolveTenantOnEveryRequest } from './platform/tenancy/tenant-hook.ts';
import type { Services } from './services.ts';

/** No bearer token: what the SPA needs before sign-in, the registration and reset links, and the
 * notification mails' one-click unsubscribe. */
export const publicRoutes: readonly RoutePlugin<Services>[] = [
  realmRoute,
  configRoute,
  tagIdRoute,
  statusListsRoute,
  registrationRoute,
  passwordRoute,
  pushKeyRoute,
  referralRoutes,
  myDataLinkRoutes,
  unsubscribeRoutes,
];

/** The customer API: a bearer token of the tenant's realm on every call. */
export const customerRoutes: readonly RoutePlugin<Services>[] = [
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
  notificationPreferenceRoutes,
  pushSubscriptionRoute,
  supportRoutes,
  repairRoutes,
  surveyRoutes,
  loyaltyRoutes,
  articleDocumentRoutes,
  monitoringRoutes,
  monitoringHistoryRoutes,
  energyPlanRoutes,
  myDataRoutes,
];

export async function api(
  instance: FastifyInstance,
  { services, portalDomain }: { services: Services; portalDomain: string },
) {
  resolveTenantOnEveryRequest(instance, services.tenants, portalDomain);
  await instance.register(async (publicApi) => {
    markRouteAccess(publicApi, 'public');
    for (const route of publicRoutes) await publicApi.register(route, { services });
  });
  await instance.register(async (customerApi) => {
    markRouteAccess(customerApi, 'customer');
    authenticateEveryRequest(customerApi, services.authentication);
    limitUploadsPerCustomer(customerApi);
    for (const route of customerRoutes) await customerApi.register(route, { services });
  });
}
