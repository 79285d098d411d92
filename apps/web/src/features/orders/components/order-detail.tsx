// One order (spec §2, §7 GET orders/{id}): number, date and status in words, the payment stages
// with their invoices, the order confirmation once the order is confirmed, and where to go next.
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { ApiRequestError, errorKeyOf } from '../../../lib/api-error';
import { routeNames } from '../../../lib/route-names';
import { useOrder } from '../api/get-order';
import { useOrderStatuses } from '../api/get-order-statuses';
import { orderLinks } from '../lib/order-links';
import { orderStatusText } from '../lib/order-status-text';
import { OrderDocuments } from './order-documents';
import { OrderLinks } from './order-links';
import { OrderSummaryCard } from './order-summary-card';
import { PageSection } from './page-section';
import { PaymentStages } from './payment-stages';

function NotFound() {
  const { t } = useTranslation(['orders', 'common']);
  return (
    <EmptyState
      icon={SearchOff}
      title={t('orders:errors.notFoundTitle')}
      text={t('orders:errors.notFoundText')}
    >
      <Button variant="outlined" color="inherit" component={Link} to={routeNames.installations}>
        {t('common:actions.toInstallations')}
      </Button>
    </EmptyState>
  );
}

export function OrderDetail({
  orderId,
  signedIn,
  installationId,
}: {
  /** The route parameter as typed in the address bar. */
  orderId: string | undefined;
  signedIn: boolean;
  /** The installation this order belongs to, when the caller knows it. */
  installationId?: number | undefined;
}) {
  const { t, i18n } = useTranslation(['orders', 'common']);
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const id = /^\d+$/.test(orderId ?? '') ? Number(orderId) : null;
  const query = useOrder(id ?? 0, signedIn && id !== null);
  const statuses = useOrderStatuses(locale);

  if (id === null) return <NotFound />;
  if (query.isPending) return <CentredSpinner />;
  if (query.isError) {
    if (query.error instanceof ApiRequestError && query.error.status === 404) return <NotFound />;
    return (
      <EmptyState
        icon={ErrorOutlineOutlined}
        title={t('orders:errors.loadTitle')}
        text={t(errorKeyOf(query.error))}
      >
        <Button variant="contained" onClick={() => void query.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </EmptyState>
    );
  }
  const order = query.data;
  const links = orderLinks(order, installationId);
  return (
    <>
      <OrderSummaryCard
        order={order}
        statusText={orderStatusText(statuses.data, order.orderStatusId)}
        locale={locale}
      />
      <PageSection id="order-payment-stages" title={t('orders:stages.title')}>
        <PaymentStages stages={order.paymentStages} locale={locale} />
      </PageSection>
      <PageSection id="order-documents" title={t('orders:documents.title')}>
        <OrderDocuments order={order} />
      </PageSection>
      {links.length > 0 && (
        <PageSection id="order-links" title={t('orders:links.title')}>
          <OrderLinks links={links} />
        </PageSection>
      )}
    </>
  );
}
