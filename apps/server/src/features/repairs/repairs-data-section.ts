// The customer's repairs in the archive of their data (decision 097).
import { jsonSection } from '../../platform/data-export/customer-data-section.ts';
import { customerRows } from '../../platform/db/customer-rows.ts';

export const repairsDataSection = jsonSection(
  'repairs',
  { nl: 'Herstellingen', fr: 'Réparations', en: 'Repairs' },
  { repairs: (db, owner) => customerRows(db, 'repairs', owner) },
);
