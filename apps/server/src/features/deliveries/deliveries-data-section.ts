// The customer's deliveries in the archive of their data (decision 097).
import { jsonSection } from '../../platform/data-export/customer-data-section.ts';
import { customerRows } from '../../platform/db/customer-rows.ts';

export const deliveriesDataSection = jsonSection(
  'deliveries',
  { nl: 'Leveringen', fr: 'Livraisons', en: 'Deliveries' },
  { deliveries: (db, owner) => customerRows(db, 'deliveries', owner) },
);
