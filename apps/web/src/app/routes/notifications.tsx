// /notifications (spec §2): the customer's notifications, in the interface language.

import { useTranslation } from 'react-i18next';
import { NotificationsPage } from '../../features/notifications/components/notifications-page';
import { currentLanguage } from '../../lib/i18n';

export default function NotificationsRoute() {
  // Re-rendered when the language changes, so the texts and dates follow.
  useTranslation();
  return <NotificationsPage language={currentLanguage()} />;
}
