// The customer's inspections in the archive of their data (decision 097).
import { jsonSection } from '../../platform/data-export/customer-data-section.ts';
import { customerRows } from '../../platform/db/customer-rows.ts';

export const inspectionsDataSection = jsonSection(
  'inspections',
  { nl: 'Keuringen', fr: 'Contrôles', en: 'Inspections' },
  { inspections: (db, owner) => customerRows(db, 'inspections', owner) },
);
