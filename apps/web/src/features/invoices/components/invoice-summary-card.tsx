// The head of an invoice: its title by the spec's rule, Open or Paid, the amounts and dates, and
// the PDF download (spec §7 invoices/{id}/files/{offerTypeId}?type=print), also in the top bar.
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Invoice } from '@portal/contract/invoices';
import { documentFileNames, documentPaths } from '@portal/domain/document-paths';
import type { FormatLocale } from '@portal/domain/format-locale';
import { useTranslation } from 'react-i18next';
import { IconTile } from '../../../components/icon-tile';
import { useDocumentTopBar } from '../../../components/navigation/document-top-bar-actions';
import { useDocumentDownload } from '../../../hooks/use-document-download';
import { AmountRows } from './amount-rows';
import { InvoiceStateChip } from './invoice-state-chip';

export function InvoiceSummaryCard({
  invoice,
  title,
  locale,
}: {
  invoice: Invoice;
  title: string;
  locale: FormatLocale;
}) {
  const { t } = useTranslation('invoices');
  const { run, pending } = useDocumentDownload();
  // Without an offer type the ERP has no print layout for the invoice, so there is no PDF.
  const path =
    invoice.offerTypeId === null
      ? null
      : documentPaths.invoice(invoice.invoiceId, invoice.offerTypeId);
  useDocumentTopBar(
    path === null ? null : { path, fileName: documentFileNames.invoice(invoice.invoiceId) },
  );
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: '16px' }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <IconTile icon={ReceiptLongOutlined} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Box sx={{ mt: 0.5 }}>
            <InvoiceStateChip state={invoice.paymentState} />
          </Box>
        </Box>
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <AmountRows invoice={invoice} locale={locale} />
      {path !== null && (
        <Box sx={{ mt: 2 }}>
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<DownloadOutlined />}
            disabled={pending === path}
            onClick={() => void run(path, documentFileNames.invoice(invoice.invoiceId))}
            aria-label={t('detail.downloadLabel', { title })}
          >
            {t('detail.download')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
