// The customer's grid-operator requests in the archive of their data (decision 097).
import { jsonSection } from '../../platform/data-export/customer-data-section.ts';
import { customerRows } from '../../platform/db/customer-rows.ts';

export const gridOperatorDataSection = jsonSection(
  'grid-operator',
  { nl: 'Netbeheerder', fr: 'Gestionnaire de réseau', en: 'Grid operator' },
  { requests: (db, owner) => customerRows(db, 'grid_operator_requests', owner) },
);
