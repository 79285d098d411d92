// What every inserter of one tenant's demo data shares.
import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';
import type { DemoTenant } from './demo-tenants.ts';
import type { RowWriter } from './row-writer.ts';
import type { SeedClock } from './seed-clock.ts';

export interface TenantSeed {
  /** The seeding transaction. */
  db: Kysely<Database>;
  /** Where customers and their installations are written (row-writer.ts). */
  write: RowWriter;
  tenantId: number;
  tenant: DemoTenant;
  clock: SeedClock;
  /** Ticket type ids in the order of issueTypeLabels. */
  ticketTypeIds: readonly number[];
  /** Running numbers of the tenant. */
  next: { invoiceNumber: number; keurderJobId: number };
}

export interface SeededCustomer {
  id: number;
  /** Installation ids and their order, delivery and final invoice, by scenario key. */
  installations: Map<string, SeededInstallation>;
}

export interface SeededInstallation {
  id: number;
  offerId: number;
  orderId: number | null;
  deliveryId: number | null;
  invoiceId: number | null;
}
