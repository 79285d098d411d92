// Every unique rule of the records the back office upserts, with the field of the call that breaks
// it: a second record with a number, an address or an id another record of the tenant holds is a
// conflict of that field (409), never a 500. The list is the schema's own: unique-rules.test.ts
// reads the database's unique indexes on both dialects and fails when one of these tables gains a
// rule not listed here. A rule that is not listed still answers 409, with the field named after
// its last column (decision 068).
import { ErrorCode } from '@portal/contract/error-code';
import { EXTERNAL_ID_TABLES } from '../../platform/db/migrations/0017-external-ids.ts';
import type { UniqueViolation } from '../../platform/db/unique-violation.ts';
import { AppError } from '../../platform/errors/app-error.ts';

export interface UniqueRule {
  table: string;
  columns: readonly string[];
  /** The single call's field (`body.…` or `params.…`); the batch names it as its record's. */
  field: string;
  message: string;
}

/** The tables an integration upsert writes a record of: those with the back office's own ids
 * (migrations 0017 and 0020), and the offers' versions. */
export const UPSERTED_TABLES: readonly string[] = [
  ...EXTERNAL_ID_TABLES,
  'offer_versions',
  'loyalty_vouchers',
];

/** Keys the portal itself gives out (ids): no call can choose them, so none conflicts. */
export const GENERATED_KEY_COLUMNS: ReadonlySet<string> = new Set([
  'id',
  'tenant_id',
  'customer_id',
]);

const externalIdRules: UniqueRule[] = UPSERTED_TABLES.filter(
  (table) => table !== 'offer_versions',
).map((table) => ({
  table,
  columns: ['tenant_id', 'external_id'],
  field: 'params.externalId',
  message: 'A record with this external id was written at the same moment: send it again.',
}));

export const UNIQUE_RULES: readonly UniqueRule[] = [
  ...externalIdRules,
  {
    table: 'customers',
    columns: ['tenant_id', 'email'],
    field: 'body.email',
    message: 'Another customer of this tenant has this e-mail address.',
  },
  {
    table: 'offer_versions',
    columns: ['offer_id', 'version_number'],
    field: 'params.versionNumber',
    message: 'This version of the offer was published at the same moment: read the offer.',
  },
  {
    table: 'invoices',
    columns: ['tenant_id', 'number_prefix', 'invoice_number'],
    field: 'body.invoiceNumber',
    message: 'Another invoice of this tenant has this number (with this prefix).',
  },
  {
    table: 'inspections',
    columns: ['tenant_id', 'keurder_job_id'],
    field: 'body.keurderJobId',
    message: 'Another inspection of this tenant has this keurder job id.',
  },
  {
    table: 'monitoring_devices',
    columns: ['tenant_id', 'device_id'],
    field: 'body.deviceId',
    message: 'Another monitoring device of this tenant has this device id.',
  },
  {
    table: 'loyalty_vouchers',
    columns: ['tenant_id', 'referral_id'],
    field: 'body.friendEmail',
    message: "This friend's referral has another voucher already.",
  },
];

const camelCase = (column: string) =>
  column.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

function sameColumns(left: readonly string[], right: readonly string[]): boolean {
  return left.length === right.length && left.every((column, index) => column === right[index]);
}

/** The 409 for a broken unique rule: the listed rule's field, else one named after its columns. */
export function uniqueConflict(violation: UniqueViolation, cause: unknown): AppError {
  const rule = UNIQUE_RULES.find(
    (candidate) =>
      candidate.table === violation.table && sameColumns(candidate.columns, violation.columns),
  );
  if (rule) return new AppError(ErrorCode.Conflict, rule.message, { field: rule.field, cause });
  const chosen = violation.columns.filter((column) => !GENERATED_KEY_COLUMNS.has(column));
  const last = chosen.at(-1);
  return new AppError(ErrorCode.Conflict, 'Another record of this tenant has this value.', {
    cause,
    ...(last === undefined ? {} : { field: `body.${camelCase(last)}` }),
  });
}
