import { ErrorCode } from '@portal/contract/error-code';
import { describe, expect, it } from 'vitest';
import { uniqueConflict } from './unique-rules.ts';

describe('uniqueConflict', () => {
  it('names the listed rule’s field', () => {
    const conflict = uniqueConflict(
      { table: 'invoices', columns: ['tenant_id', 'number_prefix', 'invoice_number'] },
      new Error('unique'),
    );
    expect(conflict).toMatchObject({ code: ErrorCode.Conflict, field: 'body.invoiceNumber' });
  });

  it('answers a rule nobody listed with a 409 on its last chosen column', () => {
    const conflict = uniqueConflict(
      { table: 'repairs', columns: ['tenant_id', 'ticket_number'] },
      new Error('unique'),
    );
    expect(conflict).toMatchObject({ code: ErrorCode.Conflict, field: 'body.ticketNumber' });
  });

  it('answers a rule the driver did not describe with a 409 and no field', () => {
    const conflict = uniqueConflict({ table: '', columns: [] }, new Error('unique'));
    expect(conflict.code).toBe(ErrorCode.Conflict);
    expect(conflict.field).toBeUndefined();
  });
});
