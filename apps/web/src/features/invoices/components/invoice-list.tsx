// The invoices of one sale (spec §2 /installations/invoicedetail/list/{id}): the invoice and its
// related invoices (prepayment, credit notes, final invoice) in the order they were issued, each
// with its title, amount and Open or Paid, opening its detail.
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Invoice, RelatedInvoices } from '@portal/contract/invoices';
import { formatDate } from '@portal/domain/format-date';
import { type FormatLocale, formatLocaleFor } from '@portal/domain/format-locale';
import { formatMoney } from '@portal/domain/format-money';
import { installationRoutes } from '@portal/domain/installation-routes';
import { InvoiceTitleKind } from '@portal/domain/invoice-title';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { invoicesInOrder, invoiceTitleLabel } from '../lib/invoice-text';
import { InvoiceStateChip } from './invoice-state-chip';
import { RelatedInvoicesLoader } from './related-invoices-loader';

function InvoiceListItem({ invoice, locale }: { invoice: Invoice; locale: FormatLocale }) {
  const { t } = useTranslation('invoices');
  const title = invoiceTitleLabel(invoice, t);
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        component={Link}
        to={installationRoutes.invoiceDetail(invoice.invoiceId)}
        sx={{ gap: 2, py: 1.5, alignItems: 'center' }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {formatDate(invoice.issuedOn, locale, { withTime: false })}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>
            {formatMoney(
              // A credit note lowers what the sale costs; the minus says so in the list.
              invoice.title.kind === InvoiceTitleKind.CreditNote
                ? -invoice.amountInclVatCents
                : invoice.amountInclVatCents,
              locale,
            )}
          </Typography>
          <Box sx={{ mt: 0.5 }}>
            <InvoiceStateChip state={invoice.paymentState} />
          </Box>
        </Box>
        <ChevronRight aria-hidden sx={{ color: 'text.secondary' }} />
      </ListItemButton>
    </ListItem>
  );
}

export function InvoiceListView({ data }: { data: RelatedInvoices }) {
  const { t, i18n } = useTranslation('invoices');
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const invoices = invoicesInOrder(data.invoice, data.relatedInvoices);
  return (
    <>
      <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>{t('list.intro')}</Typography>
      <Paper variant="outlined" sx={{ borderRadius: '16px', overflow: 'hidden' }}>
        <List disablePadding aria-label={t('list.label')}>
          {invoices.map((invoice) => (
            <InvoiceListItem key={invoice.invoiceId} invoice={invoice} locale={locale} />
          ))}
        </List>
      </Paper>
    </>
  );
}

export function InvoiceList({
  invoiceId,
  signedIn,
}: {
  invoiceId: string | undefined;
  signedIn: boolean;
}) {
  return (
    <RelatedInvoicesLoader invoiceId={invoiceId} signedIn={signedIn}>
      {(data) => <InvoiceListView data={data} />}
    </RelatedInvoicesLoader>
  );
}
