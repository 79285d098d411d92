// /installations/ichoosr/{id} (spec §2), id = delivery id: the delivery document of an externally
// financed order. The delivery names its order; the order says whether the document can be
// signed now. Once signed, the page says so and offers the signed document.
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Button from '@mui/material/Button';
import { documentFileNames, documentPaths } from '@portal/domain/document-paths';
import { formatDate } from '@portal/domain/format-date';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { useDocumentDownload } from '../../../hooks/use-document-download';
import { ApiRequestError, errorKeyOf } from '../../../lib/api-error';
import { routeNames } from '../../../lib/route-names';
import { useDelivery } from '../api/get-delivery';
import { useOrder } from '../api/get-order';
import { DeliveryDocumentForm } from './delivery-document-form';

export function IChoosrPage({ deliveryId }: { deliveryId: number }) {
  const { t, i18n } = useTranslation(['offers', 'common']);
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const delivery = useDelivery(deliveryId);
  const order = useOrder(delivery.data?.orderId);
  const download = useDocumentDownload();
  const [justSigned, setJustSigned] = useState<string | null>(null);
  const toInstallations = (
    <Button variant="outlined" color="inherit" component={Link} to={routeNames.installations}>
      {t('common:actions.toInstallations')}
    </Button>
  );

  if (delivery.isPending || (delivery.isSuccess && order.isPending)) return <CentredSpinner />;
  const error = delivery.error ?? order.error;
  if (error || !delivery.data || !order.data) {
    const notFound = error instanceof ApiRequestError && error.status === 404;
    return (
      <EmptyState
        icon={ErrorOutlineOutlined}
        title={t(notFound ? 'offers:iChoosr.notFoundTitle' : 'offers:loadError')}
        text={t(notFound ? 'offers:iChoosr.notFoundText' : errorKeyOf(error))}
      >
        {toInstallations}
      </EmptyState>
    );
  }
  const signedAt = justSigned ?? delivery.data.documentSignedAt;
  if (signedAt || order.data.handoverDone) {
    return (
      <EmptyState
        icon={TaskAltOutlined}
        title={t('offers:iChoosr.doneTitle')}
        text={
          signedAt
            ? t('offers:iChoosr.doneText', { date: formatDate(signedAt, locale) })
            : t('offers:iChoosr.handoverDone')
        }
      >
        <Button
          variant="contained"
          startIcon={<DownloadOutlined />}
          disabled={download.pending !== null}
          onClick={() =>
            void download.run(
              documentPaths.iChoosr(deliveryId),
              documentFileNames.iChoosr(deliveryId),
            )
          }
        >
          {t('offers:iChoosr.download')}
        </Button>
        {toInstallations}
      </EmptyState>
    );
  }
  if (!order.data.canSignDeliveryDocument) {
    return (
      <EmptyState
        icon={InfoOutlined}
        title={t('offers:iChoosr.notYetTitle')}
        text={t(
          order.data.hasExternalPrepayment
            ? 'offers:iChoosr.notYetText'
            : 'offers:iChoosr.notFinancedText',
        )}
      >
        {toInstallations}
      </EmptyState>
    );
  }
  return (
    <DeliveryDocumentForm
      orderId={order.data.orderId}
      deliveryId={deliveryId}
      onSigned={setJustSigned}
    />
  );
}
