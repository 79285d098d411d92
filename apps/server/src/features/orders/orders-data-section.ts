// The customer's orders in the archive of their data (decision 097).
import { jsonSection } from '../../platform/data-export/customer-data-section.ts';
import { customerRows } from '../../platform/db/customer-rows.ts';

export const ordersDataSection = jsonSection(
  'orders',
  { nl: 'Bestellingen', fr: 'Commandes', en: 'Orders' },
  { orders: (db, owner) => customerRows(db, 'orders', owner) },
);
