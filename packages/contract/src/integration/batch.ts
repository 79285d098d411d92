// The first synchronisation's batch (`POST /api/integration/v1/batch`): many records of mixed
// kinds, applied in order (a customer before its offers), each on its own: a bad record is
// reported with its index, field and reason, the good ones are kept.
import { z } from 'zod/mini';
import { invoicePaymentSchema, invoiceUpsertSchema } from './billing.ts';
import { repairUpsertSchema } from './care.ts';
import { externalIdSchema } from './common.ts';
import { customerUpsertSchema } from './customers.ts';
import { monitoringDeviceUpsertSchema, notificationUpsertSchema } from './engagement.ts';
import {
  deliveryUpsertSchema,
  gridOperatorRequestUpsertSchema,
  inspectionUpsertSchema,
} from './fulfilment.ts';
import {
  offerUpsertSchema,
  offerVersionUpsertSchema,
  orderUpsertSchema,
  versionNumberSchema,
} from './sales.ts';
import { voucherUpsertSchema } from './vouchers.ts';

/** Records per request: large enough for a fast first sync, small enough for one request. */
export const MAX_BATCH_RECORDS = 2000;

export const batchRecordSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('customer'),
    externalId: externalIdSchema,
    data: customerUpsertSchema,
  }),
  z.strictObject({
    kind: z.literal('offer'),
    externalId: externalIdSchema,
    data: offerUpsertSchema,
  }),
  z.strictObject({
    kind: z.literal('offerVersion'),
    externalId: externalIdSchema,
    versionNumber: versionNumberSchema,
    data: offerVersionUpsertSchema,
  }),
  z.strictObject({
    kind: z.literal('order'),
    externalId: externalIdSchema,
    data: orderUpsertSchema,
  }),
  z.strictObject({
    kind: z.literal('invoice'),
    externalId: externalIdSchema,
    data: invoiceUpsertSchema,
  }),
  z.strictObject({
    kind: z.literal('delivery'),
    externalId: externalIdSchema,
    data: deliveryUpsertSchema,
  }),
  z.strictObject({
    kind: z.literal('inspection'),
    externalId: externalIdSchema,
    data: inspectionUpsertSchema,
  }),
  z.strictObject({
    kind: z.literal('gridOperatorRequest'),
    externalId: externalIdSchema,
    data: gridOperatorRequestUpsertSchema,
  }),
  z.strictObject({
    kind: z.literal('repair'),
    externalId: externalIdSchema,
    data: repairUpsertSchema,
  }),
  z.strictObject({
    kind: z.literal('notification'),
    externalId: externalIdSchema,
    data: notificationUpsertSchema,
  }),
  z.strictObject({
    kind: z.literal('monitoringDevice'),
    externalId: externalIdSchema,
    data: monitoringDeviceUpsertSchema,
  }),
  z.strictObject({
    kind: z.literal('invoicePayment'),
    externalId: externalIdSchema,
    data: invoicePaymentSchema,
  }),
  z.strictObject({
    kind: z.literal('voucher'),
    externalId: externalIdSchema,
    data: voucherUpsertSchema,
  }),
]);
export type BatchRecord = z.infer<typeof batchRecordSchema>;
export type BatchRecordKind = BatchRecord['kind'];

/** Each record is checked on its own (batchRecordSchema), so that one bad record spoils nothing. */
export const batchRequestSchema = z.strictObject({
  records: z.array(z.unknown()).check(z.minLength(1), z.maxLength(MAX_BATCH_RECORDS)),
});

export const batchProblemSchema = z.object({
  /** The record's field, from the record (`data.email`); the record itself when empty. */
  field: z.string(),
  code: z.string(),
  message: z.string(),
});

export const batchResultSchema = z.object({
  received: z.int(),
  accepted: z.int(),
  rejected: z.array(
    z.object({
      index: z.int(),
      kind: z.nullable(z.string()),
      externalId: z.nullable(z.string()),
      errors: z.array(batchProblemSchema),
    }),
  ),
});
export type BatchResult = z.infer<typeof batchResultSchema>;
