// /installations/repairs/list/{installation_id} (spec §2, feature support): the installation's
// open and resolved repairs. The installation is the row of that index in the installation list;
// its repairs are read by its delivery (and invoice): repairs/list/{deliveryId}[/{invoiceId}].
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { LoadErrorState, NotFoundState } from '../../../components/query-state';
import { RepairList } from '../../../features/repairs/components/repair-list';
import { useSupportSource } from '../../support-source';

export default function InstallationsRepairListRoute() {
  const { t } = useTranslation('support');
  const { installationId } = useParams();
  const { query, rows } = useSupportSource();
  if (query.data === undefined && query.isPending) return <CentredSpinner />;
  if (query.data === undefined) {
    return (
      <LoadErrorState
        title={t('repairs.loadErrorTitle')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const row = rows.find((candidate) => String(candidate.id) === installationId);
  if (!row)
    return <NotFoundState title={t('repairs.notFoundTitle')} text={t('repairs.notFoundText')} />;
  const of =
    row.Order_DeliveriesID === null
      ? null
      : { deliveryId: row.Order_DeliveriesID, invoiceId: row.InvoiceID };
  return <RepairList of={of} />;
}
