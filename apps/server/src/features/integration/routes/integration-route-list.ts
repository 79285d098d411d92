// Every route of the integration API (src/features/integration/integration-api.ts registers them in
// the scope whose hook authenticates the client and checks each route's declared scope). A new
// route joins here; it is then in the OpenAPI document and the reference page by itself.

import type { IntegrationEventCursor } from '../../integration-events/index.ts';
import type { SignedOfferPdfs } from '../../offers/index.ts';
import type { IntegrationSync } from '../sync/integration-sync.ts';
import { batchRoute } from './batch-route.ts';
import { billingRoutes } from './billing-routes.ts';
import { careRoutes } from './care-routes.ts';
import { customerRoutes } from './customer-routes.ts';
import { engagementRoutes } from './engagement-routes.ts';
import { eventRoutes } from './event-routes.ts';
import { fulfilmentRoutes } from './fulfilment-routes.ts';
import type { IntegrationRoutePlugin } from './integration-route.ts';
import { salesRoutes } from './sales-routes.ts';
import { voucherRoutes } from './voucher-routes.ts';

/** The services the integration routes call. */
export interface IntegrationServices {
  integrationSync: IntegrationSync;
  integrationEvents: IntegrationEventCursor;
  signedOfferPdfs: SignedOfferPdfs;
}

export const integrationRoutes: readonly IntegrationRoutePlugin<IntegrationServices>[] = [
  customerRoutes,
  salesRoutes,
  billingRoutes,
  fulfilmentRoutes,
  careRoutes,
  engagementRoutes,
  voucherRoutes,
  eventRoutes,
  batchRoute,
];
