// The customer's notifications in the archive of their data (decision 097).
import { jsonSection } from '../../platform/data-export/customer-data-section.ts';
import { customerRows } from '../../platform/db/customer-rows.ts';

export const notificationsDataSection = jsonSection(
  'notifications',
  { nl: 'Meldingen', fr: 'Notifications', en: 'Notifications' },
  { notifications: (db, owner) => customerRows(db, 'notifications', owner) },
);
