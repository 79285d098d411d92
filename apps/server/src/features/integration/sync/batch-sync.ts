// The first synchronisation's batch: records of mixed kinds applied in order, each
// in its own transaction through the same upserts as the single calls, so a bad record (invalid,
// of an area the token may not write, or refused by a lifecycle) is reported with its index,
// field and reason, and every good one is kept. A failure that is not the record's (the database
// gone) ends the batch with that error: what was applied stays, and sending the batch again is
// safe, since every record is an idempotent upsert. Invitations are queued with their customers
// and delivered after the batch, by the outbox, rather than one by one while the batch waits.
import { ErrorCode } from '@portal/contract/error-code';
import {
  type BatchRecord,
  type BatchRecordKind,
  type BatchResult,
  batchRecordSchema,
} from '@portal/contract/integration/batch';
import type { IntegrationArea } from '@portal/contract/integration-scopes';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { MailOutbox } from '../../../platform/mail/mail-outbox.ts';
import type { IntegrationRequestScope } from '../../../platform/scope/integration-scope.ts';
import type { ServiceDeps } from '../../../platform/service-deps.ts';
import { onceMoreOnRace } from '../unique-violation.ts';
import type { BillingSync } from './billing-sync.ts';
import type { CustomerSync } from './customer-sync.ts';
import type { DeliverySync } from './delivery-sync.ts';
import type { EngagementSync } from './engagement-sync.ts';
import type { GridRequestSync } from './grid-request-sync.ts';
import type { InspectionSync } from './inspection-sync.ts';
import type { RepairSync } from './repair-sync.ts';
import type { SalesSync } from './sales-sync.ts';
import type { VoucherSync } from './voucher-sync.ts';

type Rejection = BatchResult['rejected'][number];

const areaOf: Record<BatchRecordKind, IntegrationArea> = {
  customer: 'customers',
  offer: 'sales',
  offerVersion: 'sales',
  order: 'sales',
  invoice: 'billing',
  invoicePayment: 'billing',
  delivery: 'fulfilment',
  inspection: 'fulfilment',
  gridOperatorRequest: 'fulfilment',
  repair: 'care',
  notification: 'engagement',
  monitoringDevice: 'monitoring',
  voucher: 'engagement',
};

/** The upserts a batch's records go through: the single calls' own. */
export interface BatchParts {
  customers: CustomerSync;
  sales: SalesSync;
  billing: BillingSync;
  deliveries: DeliverySync;
  inspections: InspectionSync;
  gridRequests: GridRequestSync;
  repairs: RepairSync;
  engagement: EngagementSync;
  vouchers: VoucherSync;
}

export interface BatchSync {
  apply(scope: IntegrationRequestScope, records: readonly unknown[]): Promise<BatchResult>;
}

/** A single call's error as the record's: its field, and the same field where the message names
 * it, so the two agree (`data.email` in both, never `body.email` in one). */
function recordProblem(error: AppError): { field: string; code: string; message: string } {
  const field = recordField(error.field);
  const message =
    error.field && error.message.startsWith(`${error.field}:`)
      ? `${field}${error.message.slice(error.field.length)}`
      : error.message;
  return { field, code: error.code, message };
}

/** A single call's field (`body.email`, `params.versionNumber`) as the record's (`data.email`). */
function recordField(field: string | undefined): string {
  if (!field) return '';
  if (field.startsWith('body.')) return `data.${field.slice(5)}`;
  if (field.startsWith('params.')) return field.slice(7);
  return field;
}

function describe(value: unknown): { kind: string | null; externalId: string | null } {
  const record =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    kind: typeof record.kind === 'string' ? record.kind.slice(0, 40) : null,
    externalId: typeof record.externalId === 'string' ? record.externalId.slice(0, 100) : null,
  };
}

export function createBatchSync(
  deps: Pick<ServiceDeps, 'db'> & { outbox: Pick<MailOutbox, 'deliverDue'> },
  sync: BatchParts,
): BatchSync {
  async function applyOne(
    scope: IntegrationRequestScope,
    record: BatchRecord,
    mailIds: number[],
  ): Promise<void> {
    switch (record.kind) {
      case 'customer': {
        const { mailId } = await onceMoreOnRace(() =>
          deps.db
            .transaction()
            .execute((trx) => sync.customers.upsertIn(trx, scope, record.externalId, record.data)),
        );
        if (mailId !== undefined) mailIds.push(mailId);
        return;
      }
      case 'offer':
        await sync.sales.upsertOffer(scope, record.externalId, record.data);
        return;
      case 'offerVersion':
        await sync.sales.upsertOfferVersion(
          scope,
          record.externalId,
          record.versionNumber,
          record.data,
        );
        return;
      case 'order':
        await sync.sales.upsertOrder(scope, record.externalId, record.data);
        return;
      case 'invoice':
        await sync.billing.upsertInvoice(scope, record.externalId, record.data);
        return;
      case 'invoicePayment':
        await sync.billing.payInvoice(scope, record.externalId, record.data);
        return;
      case 'delivery':
        await sync.deliveries.upsertDelivery(scope, record.externalId, record.data);
        return;
      case 'inspection':
        await sync.inspections.upsertInspection(scope, record.externalId, record.data);
        return;
      case 'gridOperatorRequest':
        await sync.gridRequests.upsertGridRequest(scope, record.externalId, record.data);
        return;
      case 'repair':
        await sync.repairs.upsertRepair(scope, record.externalId, record.data);
        return;
      case 'notification':
        await sync.engagement.upsertNotification(scope, record.externalId, record.data);
        return;
      case 'monitoringDevice':
        await sync.engagement.upsertDevice(scope, record.externalId, record.data);
        return;
      case 'voucher':
        await sync.vouchers.upsertVoucher(scope, record.externalId, record.data);
        return;
    }
  }

  return {
    async apply(scope, records) {
      const rejected: Rejection[] = [];
      const mailIds: number[] = [];
      try {
        for (const [index, value] of records.entries()) {
          const parsed = batchRecordSchema.safeParse(value);
          if (!parsed.success) {
            const errors = parsed.error.issues.map((issue) => ({
              field: issue.path.map(String).join('.'),
              code: ErrorCode.Validation,
              message: issue.message,
            }));
            rejected.push({ index, ...describe(value), errors });
            continue;
          }
          const record = parsed.data;
          const needed = `${areaOf[record.kind]}:write` as const;
          if (!scope.scopes.has(needed)) {
            const message = `This record needs the scope '${needed}', which the token does not grant.`;
            rejected.push({
              index,
              kind: record.kind,
              externalId: record.externalId,
              errors: [{ field: 'kind', code: ErrorCode.Forbidden, message }],
            });
            continue;
          }
          try {
            await applyOne(scope, record, mailIds);
          } catch (error) {
            if (!(error instanceof AppError) || error.code === ErrorCode.Unavailable) throw error;
            rejected.push({
              index,
              kind: record.kind,
              externalId: record.externalId,
              errors: [recordProblem(error)],
            });
          }
        }
      } finally {
        // The invitations of the customers written so far go out, whatever ended the batch.
        if (mailIds.length > 0) void deps.outbox.deliverDue();
      }
      return { received: records.length, accepted: records.length - rejected.length, rejected };
    },
  };
}
