// The customer's invoices in the archive of their data (decision 097).
import { jsonSection } from '../../platform/data-export/customer-data-section.ts';
import { customerRows } from '../../platform/db/customer-rows.ts';

export const invoicesDataSection = jsonSection(
  'invoices',
  { nl: 'Facturen', fr: 'Factures', en: 'Invoices' },
  { invoices: (db, owner) => customerRows(db, 'invoices', owner) },
);
