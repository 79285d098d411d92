// One invoice (spec §2, §7 GET invoices/{id}/related): title, Open or Paid, amounts and dates, the
// PDF; an open invoice shows how to pay it (QR code and copyable transfer fields), a paid one the
// way on. A link leads to the list when the sale has more than this one invoice.
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { RelatedInvoices } from '@portal/contract/invoices';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { installationRoutes } from '@portal/domain/installation-routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSection } from '../../../components/page-section';
import { invoiceTitleLabel } from '../lib/invoice-text';
import { InvoiceNextStep } from './invoice-next-step';
import { InvoiceSummaryCard } from './invoice-summary-card';
import { PaymentPanel } from './payment-panel';
import { RelatedInvoicesLoader } from './related-invoices-loader';

export function InvoiceDetailView({
  data,
  installationId,
}: {
  data: RelatedInvoices;
  installationId: number | undefined;
}) {
  const { t, i18n } = useTranslation('invoices');
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const { invoice, relatedInvoices } = data;
  const title = invoiceTitleLabel(invoice, t);
  return (
    <>
      <InvoiceSummaryCard invoice={invoice} title={title} locale={locale} />
      {invoice.payment ? (
        <PageSection id="invoice-payment" title={t('payment.title')}>
          <PaymentPanel payment={invoice.payment} invoiceTitle={title} locale={locale} />
        </PageSection>
      ) : (
        <Box sx={{ mt: 3 }}>
          <InvoiceNextStep invoice={invoice} installationId={installationId} locale={locale} />
        </Box>
      )}
      {relatedInvoices.length > 0 && (
        <Box sx={{ mt: 3 }}>
          <Button
            component={Link}
            to={installationRoutes.invoiceList(invoice.invoiceId)}
            color="inherit"
            endIcon={<ChevronRight />}
          >
            {t('detail.allInvoices', { number: relatedInvoices.length + 1 })}
          </Button>
        </Box>
      )}
    </>
  );
}

export function InvoiceDetail({
  invoiceId,
  signedIn,
  installationIdOfOrder,
}: {
  invoiceId: string | undefined;
  signedIn: boolean;
  /** The installation an order belongs to, when the caller knows it. */
  installationIdOfOrder?: (orderId: number) => number | undefined;
}) {
  return (
    <RelatedInvoicesLoader invoiceId={invoiceId} signedIn={signedIn}>
      {(data) => (
        <InvoiceDetailView
          data={data}
          installationId={
            data.invoice.orderId === null
              ? undefined
              : installationIdOfOrder?.(data.invoice.orderId)
          }
        />
      )}
    </RelatedInvoicesLoader>
  );
}
