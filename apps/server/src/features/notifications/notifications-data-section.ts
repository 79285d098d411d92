// The customer's notifications in the archive of their data (decision 097), and the choices of
// how they arrive: per kind by push and e-mail, quiet hours and the daily digest (decision 096).
import { jsonSection } from '../../platform/data-export/customer-data-section.ts';
import { customerRows } from '../../platform/db/customer-rows.ts';

export const notificationsDataSection = jsonSection(
  'notifications',
  { nl: 'Meldingen', fr: 'Notifications', en: 'Notifications' },
  {
    notifications: (db, owner) => customerRows(db, 'notifications', owner),
    'choices-per-kind': (db, owner) => customerRows(db, 'notification_preferences', owner),
    'quiet-hours-and-digest': (db, owner) => customerRows(db, 'notification_settings', owner),
  },
);
