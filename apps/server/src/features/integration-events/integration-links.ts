// Links in integration events to what the back office fetches with its integration token (the
// integration API, decision 054), on the tenant's own origin.
import type { AppConfig } from '../../platform/config/config.ts';
import { tenantOrigin } from '../../platform/tenancy/tenant-origin.ts';

export const INTEGRATION_API_PATH = '/api/integration/v1';

/** The signed offer PDF of a version: `GET …/signed-offers/{offerId}/versions/{n}/pdf`
 * (features/integration/routes/event-routes.ts), by the portal ids the event carries. */
export function signedOfferPdfUrl(
  config: Pick<AppConfig, 'tenantOriginTemplate'>,
  subdomain: string,
  offer: { offerId: number; versionNumber: number },
): string {
  const path = `/signed-offers/${offer.offerId}/versions/${offer.versionNumber}/pdf`;
  return `${tenantOrigin(config, subdomain)}${INTEGRATION_API_PATH}${path}`;
}
