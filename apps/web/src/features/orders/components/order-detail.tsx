// One order (spec §2, §7 GET orders/{id}): number, date and status in words, the payment stages
// with their invoices, the order confirmation once the order is confirmed, and where to go next.
import { formatLocaleFor } from '@portal/domain/format-locale';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';
import { QueryGate } from '../../../components/query-state';
import { useOrder } from '../api/get-order';
import { useOrderStatuses } from '../api/get-order-statuses';
import { orderLinks } from '../lib/order-links';
import { orderStatusText } from '../lib/order-status-text';
import { OrderDocuments } from './order-documents';
import { OrderLinks } from './order-links';
import { OrderSummaryCard } from './order-summary-card';
import { PaymentStages } from './payment-stages';

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

  return (
    <QueryGate
      query={query}
      missing={id === null}
      notFound={{ title: t('orders:errors.notFoundTitle'), text: t('orders:errors.notFoundText') }}
      errorTitle={t('orders:errors.loadTitle')}
    >
      {(order) => {
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
      }}
    </QueryGate>
  );
}
