// Where the customer allowed push notifications, in the archive of their data (decision 097):
// the devices' push services and when, without the keys that encrypt to them.
import { jsonSection } from '../../platform/data-export/customer-data-section.ts';
import { customerRows } from '../../platform/db/customer-rows.ts';

export const pushDataSection = jsonSection(
  'notification-choices',
  {
    nl: 'Toestemmingen en meldingskeuzes',
    fr: 'Consentements et choix de notification',
    en: 'Consent and notification choices',
  },
  {
    'push-subscriptions': async (db, owner) =>
      (await customerRows(db, 'push_subscriptions', owner)).map((row) => ({
        id: row.id,
        endpoint: row.endpoint,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      })),
  },
);
