// Every namespace of one language in one chunk: a page downloads its language in one request
// instead of one per namespace (decision 013). The notification texts come from the contract,
// where the server's push messages read the same words (decision 036).
import notificationTexts from '@portal/contract/notification-texts/fr';
import type { ResourceKey } from 'i18next';

export default {
  ...import.meta.glob<ResourceKey>('./fr/*.json', { eager: true, import: 'default' }),
  './fr/notificationTexts.json': notificationTexts,
};
