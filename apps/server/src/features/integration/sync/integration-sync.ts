// The integration API's services: what the back office writes and reads by its own ids, built
// once in services.ts. Each part opens its own transactions and applies the back-office changes
// (changes/) for what tells the customer; the batch goes through the same parts.
import type { ServiceDeps } from '../../../platform/service-deps.ts';
import { type BatchParts, type BatchSync, createBatchSync } from './batch-sync.ts';
import { createBillingSync } from './billing-sync.ts';
import { createCustomerSync } from './customer-sync.ts';
import { createDeliverySync } from './delivery-sync.ts';
import { createEngagementSync } from './engagement-sync.ts';
import { createGridRequestSync } from './grid-request-sync.ts';
import { createInspectionSync } from './inspection-sync.ts';
import { createRepairSync } from './repair-sync.ts';
import { createSalesSync } from './sales-sync.ts';
import { createTicketReplySync, type TicketReplySync } from './ticket-reply-sync.ts';
import { createVoucherSync } from './voucher-sync.ts';

export interface IntegrationSync extends BatchParts {
  ticketReplies: TicketReplySync;
  batch: BatchSync;
}

export function createIntegrationSync(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'store' | 'outbox'>,
): IntegrationSync {
  const parts: BatchParts = {
    customers: createCustomerSync(deps),
    sales: createSalesSync(deps),
    billing: createBillingSync(deps),
    deliveries: createDeliverySync(deps),
    inspections: createInspectionSync(deps),
    gridRequests: createGridRequestSync(deps),
    repairs: createRepairSync(deps),
    engagement: createEngagementSync(deps),
    vouchers: createVoucherSync(deps),
  };
  return {
    ...parts,
    ticketReplies: createTicketReplySync(deps),
    batch: createBatchSync(deps, parts),
  };
}
