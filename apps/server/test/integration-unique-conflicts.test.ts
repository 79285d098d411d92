// A record that breaks a unique rule of the schema (an invoice number, a keurder job id another
// record of the tenant holds) is a 409 naming its field, in the single PUT and as the record's
// rejection inside the batch, whose other records are applied; nothing changes for the refused
// record. The rules listed in unique-rules.ts are the database's own, on both dialects.
import { ErrorCode } from '@portal/contract/error-code';
import { describe, expect, it } from 'vitest';
import {
  GENERATED_KEY_COLUMNS,
  UNIQUE_RULES,
  UPSERTED_TABLES,
} from '../src/features/integration/unique-rules.ts';
import { listUniqueIndexes } from '../src/platform/db/unique-indexes.ts';
import { testDialects } from './databases.ts';
import { V1 } from './integration-api.ts';
import { customerBody, invoiceBody, offerBody, orderBody } from './integration-fixtures.ts';
import { useIntegrationUpserts } from './integration-upserts-helpers.ts';

describe.each(testDialects())('unique rules of integration writes on %s', (dialect) => {
  const { api, put, get } = useIntegrationUpserts(dialect);
  const upserted: ReadonlySet<string> = new Set(UPSERTED_TABLES);

  /** A customer with an offer and an order, all named after `key`. */
  async function orderOf(key: string): Promise<string> {
    expect((await put(`/customers/u-c-${key}`, customerBody(`u-${key}`))).statusCode).toBe(200);
    expect((await put(`/offers/u-o-${key}`, offerBody(`u-c-${key}`))).statusCode).toBe(200);
    expect((await put(`/orders/u-r-${key}`, orderBody(`u-o-${key}`))).statusCode).toBe(200);
    return `u-r-${key}`;
  }

  it('lists every unique rule the database holds on the upserted tables, and no other', async () => {
    const indexes = (await listUniqueIndexes(api.db)).filter(
      (index) =>
        upserted.has(index.table) &&
        !index.columns.every((column) => column !== null && GENERATED_KEY_COLUMNS.has(column)),
    );
    const inDatabase = indexes.map((index) => `${index.table}(${index.columns.join(', ')})`);
    const listed = UNIQUE_RULES.map((rule) => `${rule.table}(${rule.columns.join(', ')})`);
    expect(inDatabase.sort()).toEqual(listed.sort());
  });

  it('answers 409 on the invoice number when a second invoice takes a used one', async () => {
    const order = await orderOf('inv');
    const first = await put('/invoices/u-i-1', invoiceBody(order, 5501));
    expect(first.statusCode, first.body).toBe(200);
    const second = await put('/invoices/u-i-2', invoiceBody(order, 5502));
    expect(second.statusCode, second.body).toBe(200);

    const renumbered = await put('/invoices/u-i-2', invoiceBody(order, 5501));
    expect(renumbered.statusCode, renumbered.body).toBe(409);
    expect(renumbered.json().errors).toMatchObject([
      { code: ErrorCode.Conflict, field: 'body.invoiceNumber' },
    ]);
    expect((await get('/invoices/u-i-2')).json().data.invoiceNumber).toBe(5502);

    const made = await put('/invoices/u-i-3', invoiceBody(order, 5501));
    expect(made.statusCode, made.body).toBe(409);
    expect(made.json().errors[0]).toMatchObject({ field: 'body.invoiceNumber' });
    expect((await get('/invoices/u-i-3')).statusCode).toBe(404);
  });

  it('answers 409 on the keurder job id when a second inspection takes a used one', async () => {
    const order = await orderOf('insp');
    await put('/invoices/u-i-insp', invoiceBody(order, 5601));
    const first = await put('/inspections/u-k-1', {
      invoiceExternalId: 'u-i-insp',
      keurderJobId: 56,
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await put('/inspections/u-k-2', {
      invoiceExternalId: 'u-i-insp',
      keurderJobId: 56,
    });
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json().errors[0]).toMatchObject({
      code: ErrorCode.Conflict,
      field: 'body.keurderJobId',
    });
    expect((await get('/inspections/u-k-2')).statusCode).toBe(404);
  });

  it('rejects the conflicting record inside the batch and applies the records after it', async () => {
    const order = await orderOf('batch');
    const records = [
      { kind: 'invoice', externalId: 'u-b-1', data: invoiceBody(order, 5701) },
      { kind: 'invoice', externalId: 'u-b-2', data: invoiceBody(order, 5701) },
      { kind: 'invoice', externalId: 'u-b-3', data: invoiceBody(order, 5703) },
    ];
    const response = await api.call({ method: 'POST', url: `${V1}/batch`, payload: { records } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      received: 3,
      accepted: 2,
      rejected: [
        {
          index: 1,
          kind: 'invoice',
          externalId: 'u-b-2',
          errors: [{ field: 'data.invoiceNumber', code: ErrorCode.Conflict }],
        },
      ],
    });
    expect((await get('/invoices/u-b-2')).statusCode).toBe(404);
    expect((await get('/invoices/u-b-3')).json().data.invoiceNumber).toBe(5703);
  });
});
