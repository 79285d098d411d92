// Where the order leads next, as a list of links (see lib/order-links for which apply).
import { useTranslation } from 'react-i18next';
import { LinkList } from '../../../components/link-list';
import type { OrderLink } from '../lib/order-links';

export function OrderLinks({ links }: { links: readonly OrderLink[] }) {
  const { t } = useTranslation('orders');
  return (
    <LinkList
      label={t('links.title')}
      links={links.map((link) => ({ ...link, text: t(`links.${link.key}`) }))}
    />
  );
}
