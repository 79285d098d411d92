// What the customer sees below an invoice that needs no transfer: a paid invoice says so and
// leads back to the installation (its next step lives there); an open credit note is settled by
// the installer; an open invoice without online payment details says whom to ask.
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { Invoice } from '@portal/contract/invoices';
import { formatDate } from '@portal/domain/format-date';
import type { FormatLocale } from '@portal/domain/format-locale';
import { installationRoutes } from '@portal/domain/installation-routes';
import { InvoiceTitleKind } from '@portal/domain/invoice-title';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeNames } from '../../../lib/route-names';

export function InvoiceNextStep({
  invoice,
  installationId,
  locale,
}: {
  invoice: Invoice;
  installationId: number | undefined;
  locale: FormatLocale;
}) {
  const { t } = useTranslation('invoices');
  const creditNote = invoice.title.kind === InvoiceTitleKind.CreditNote;
  if (invoice.paymentState === 'Open') {
    return (
      <Alert severity="info" icon={<InfoOutlined />} sx={{ borderRadius: '16px' }}>
        {creditNote ? t('next.creditNote') : t('next.noPaymentDetails')}
      </Alert>
    );
  }
  const target =
    installationId === undefined
      ? routeNames.installations
      : installationRoutes.detail(installationId);
  return (
    <Alert
      severity="success"
      icon={<CheckCircleOutlined />}
      sx={{ borderRadius: '16px', '& .MuiAlert-message': { width: '100%' } }}
    >
      {creditNote
        ? t('next.creditNoteSettled')
        : invoice.paidAt
          ? t('next.paidOn', { date: formatDate(invoice.paidAt, locale, { withTime: false }) })
          : t('next.paid')}{' '}
      {t('next.followUp')}
      <Button
        component={Link}
        to={target}
        variant="contained"
        size="small"
        sx={{ display: 'flex', mt: 1.5, width: 'fit-content', height: 40 }}
      >
        {installationId === undefined ? t('next.toInstallations') : t('next.toInstallation')}
      </Button>
    </Alert>
  );
}
