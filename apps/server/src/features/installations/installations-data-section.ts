// The customer's installations in the archive of their data (decision 097).
import { jsonSection } from '../../platform/data-export/customer-data-section.ts';
import { customerRows } from '../../platform/db/customer-rows.ts';

export const installationsDataSection = jsonSection(
  'installations',
  { nl: 'Installaties', fr: 'Installations', en: 'Installations' },
  { installations: (db, owner) => customerRows(db, 'installations', owner) },
);
