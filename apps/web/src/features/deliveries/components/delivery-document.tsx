// The delivery note (spec §7: deliveries/{id}/files/{offerTypeId}?type=print, "Delivery{id}.pdf").
import type { Delivery } from '@portal/contract/deliveries';
import { documentFileNames, documentPaths } from '@portal/domain/document-paths';
import { useTranslation } from 'react-i18next';
import { DocumentCard } from '../../../components/document-card';

export function DeliveryDocument({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation('deliveries');
  return (
    <DocumentCard
      title={t('document.title')}
      path={documentPaths.delivery(delivery.orderDeliveryId, delivery.offerTypeId)}
      fileName={documentFileNames.delivery(delivery.orderDeliveryId)}
    />
  );
}
