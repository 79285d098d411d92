// The delivery note (spec §7: deliveries/{id}/files/{offerTypeId}?type=print, "Delivery{id}.pdf"),
// the delivery page's document, so also in its top bar.
import type { Delivery } from '@portal/contract/deliveries';
import { documentFileNames, documentPaths } from '@portal/domain/document-paths';
import { useTranslation } from 'react-i18next';
import { DocumentCard } from '../../../components/document-card';
import { useDocumentTopBar } from '../../../components/navigation/document-top-bar-actions';

export function DeliveryDocument({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation('deliveries');
  const document = {
    path: documentPaths.delivery(delivery.orderDeliveryId, delivery.offerTypeId),
    fileName: documentFileNames.delivery(delivery.orderDeliveryId),
  };
  useDocumentTopBar(document);
  return <DocumentCard title={t('document.title')} {...document} />;
}
