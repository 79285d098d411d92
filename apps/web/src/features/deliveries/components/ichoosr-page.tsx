// /installations/ichoosr/{id} (spec §2), id = delivery id: the delivery document of an externally
// financed order. The delivery names its order; the order says whether the document can be
// signed now. Once signed, the page says so and offers the signed document. Both queries are
// handed in by the route: GET orders/{id} belongs to features/orders.
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Button from '@mui/material/Button';
import type { Delivery } from '@portal/contract/deliveries';
import { documentFileNames, documentPaths } from '@portal/domain/document-paths';
import { formatDate } from '@portal/domain/format-date';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { useDocumentTopBar } from '../../../components/navigation/document-top-bar-actions';
import { ToInstallationsButton } from '../../../components/query-state';
import { useDocumentDownload } from '../../../hooks/use-document-download';
import { errorKeyOf, isNotFoundError } from '../../../lib/api-error';
import { IChoosrDocumentForm } from './ichoosr-document-form';

/** What the page needs of a query: its data once loaded, whether it still loads, its error. */
export interface IChoosrQueryState<T> {
  data: T | undefined;
  isPending: boolean;
  isSuccess: boolean;
  error: unknown;
}

/** The fields of GET orders/{id} the page reads. */
export interface IChoosrOrder {
  orderId: number;
  hasExternalPrepayment: boolean;
  handoverDone: boolean;
  canSignDeliveryDocument: boolean;
}

export function IChoosrPage({
  deliveryId,
  delivery,
  order,
}: {
  deliveryId: number;
  /** GET deliveries/{deliveryId}. */
  delivery: IChoosrQueryState<Delivery>;
  /** GET orders/{id} of the delivery's order; pending until the delivery is loaded. */
  order: IChoosrQueryState<IChoosrOrder>;
}) {
  const { t, i18n } = useTranslation(['deliveries', 'common']);
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const download = useDocumentDownload();
  const [justSigned, setJustSigned] = useState<string | null>(null);
  // Once signed (or handed over) the signed document is what the page shows: the top bar has it.
  const signedDocument = Boolean(
    justSigned ?? delivery.data?.documentSignedAt ?? order.data?.handoverDone,
  );
  useDocumentTopBar(
    signedDocument
      ? { path: documentPaths.iChoosr(deliveryId), fileName: documentFileNames.iChoosr(deliveryId) }
      : null,
  );

  if (delivery.isPending || (delivery.isSuccess && order.isPending)) return <CentredSpinner />;
  const error = delivery.error ?? order.error;
  if (error || !delivery.data || !order.data) {
    const notFound = isNotFoundError(error);
    return (
      <EmptyState
        icon={ErrorOutlineOutlined}
        title={t(notFound ? 'deliveries:iChoosr.notFoundTitle' : 'deliveries:iChoosr.loadError')}
        text={t(notFound ? 'deliveries:iChoosr.notFoundText' : errorKeyOf(error))}
      >
        <ToInstallationsButton />
      </EmptyState>
    );
  }
  const signedAt = justSigned ?? delivery.data.documentSignedAt;
  if (signedAt || order.data.handoverDone) {
    return (
      <EmptyState
        icon={TaskAltOutlined}
        title={t('deliveries:iChoosr.doneTitle')}
        takeFocus={justSigned !== null}
        text={
          signedAt
            ? t('deliveries:iChoosr.doneText', { date: formatDate(signedAt, locale) })
            : t('deliveries:iChoosr.handoverDone')
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
          {t('deliveries:iChoosr.download')}
        </Button>
        <ToInstallationsButton />
      </EmptyState>
    );
  }
  if (!order.data.canSignDeliveryDocument) {
    return (
      <EmptyState
        icon={InfoOutlined}
        title={t('deliveries:iChoosr.notYetTitle')}
        text={t(
          order.data.hasExternalPrepayment
            ? 'deliveries:iChoosr.notYetText'
            : 'deliveries:iChoosr.notFinancedText',
        )}
      >
        <ToInstallationsButton />
      </EmptyState>
    );
  }
  return (
    <IChoosrDocumentForm
      orderId={order.data.orderId}
      deliveryId={deliveryId}
      onSigned={setJustSigned}
    />
  );
}
