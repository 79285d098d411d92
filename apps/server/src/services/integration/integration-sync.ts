// The integration API's services (issue 12 §2): what the back office writes and reads by its own
// ids, built once in create-services.ts. Each part calls the back-office changes for what tells
// the customer, and opens its own transactions.
import type { ServiceDeps } from '../service-deps.ts';
import { type BatchSync, createBatchSync } from './batch-sync.ts';
import { type BillingSync, createBillingSync } from './billing-sync.ts';
import { type CustomerSync, createCustomerSync } from './customer-sync.ts';
import { createDeliverySync, type DeliverySync } from './delivery-sync.ts';
import { createEngagementSync, type EngagementSync } from './engagement-sync.ts';
import { createGridRequestSync, type GridRequestSync } from './grid-request-sync.ts';
import { createInspectionSync, type InspectionSync } from './inspection-sync.ts';
import { createRepairSync, type RepairSync } from './repair-sync.ts';
import { createSalesSync, type SalesSync } from './sales-sync.ts';
import { createTicketReplySync, type TicketReplySync } from './ticket-reply-sync.ts';

export interface IntegrationSync {
  customers: CustomerSync;
  sales: SalesSync;
  billing: BillingSync;
  deliveries: DeliverySync;
  inspections: InspectionSync;
  gridRequests: GridRequestSync;
  repairs: RepairSync;
  ticketReplies: TicketReplySync;
  engagement: EngagementSync;
  batch: BatchSync;
}

export function createIntegrationSync(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'store' | 'outbox'>,
): IntegrationSync {
  const parts = {
    customers: createCustomerSync(deps),
    sales: createSalesSync(deps),
    billing: createBillingSync(deps),
    deliveries: createDeliverySync(deps),
    inspections: createInspectionSync(deps),
    gridRequests: createGridRequestSync(deps),
    repairs: createRepairSync(deps),
    ticketReplies: createTicketReplySync(deps),
    engagement: createEngagementSync(deps),
  };
  return { ...parts, batch: createBatchSync(deps, parts) };
}
