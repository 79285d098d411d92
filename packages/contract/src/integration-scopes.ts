// The areas of the installer's integration API and their scopes. An integration
// client of a tenant is granted some of these; each route of `/api/integration/v1/` names the one
// it needs: `{area}:read` for GET, `{area}:write` for PUT, POST and DELETE.
import { z } from 'zod/mini';

export const INTEGRATION_AREAS = [
  /** Customers and their registration invitations. */
  'customers',
  /** Offers, their versions and PDFs, upsells, orders. */
  'sales',
  /** Invoices, their PDFs and payments. */
  'billing',
  /** Deliveries and their planning, inspections and certificates, grid-operator requests. */
  'fulfilment',
  /** Repairs, replies to tickets. */
  'care',
  /** Notifications, survey questions, vouchers. */
  'engagement',
  /** Monitoring devices. */
  'monitoring',
  /** The events out: `GET /api/integration/v1/events`. */
  'events',
] as const;

export type IntegrationArea = (typeof INTEGRATION_AREAS)[number];

export const INTEGRATION_SCOPES = INTEGRATION_AREAS.flatMap(
  (area) => [`${area}:read`, `${area}:write`] as const,
);

export type IntegrationScope = `${IntegrationArea}:${'read' | 'write'}`;

export const integrationScopeSchema = z.enum(
  INTEGRATION_SCOPES as [IntegrationScope, ...IntegrationScope[]],
);
