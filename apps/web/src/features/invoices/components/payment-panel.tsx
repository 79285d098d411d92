// How to pay an open invoice: the EPC QR code that Belgian banking apps scan (from the server as
// an SVG data URL), and each transfer field with its own copy button. On a phone the fields come
// first, since a customer cannot scan the screen they are holding; on a desktop the code leads.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PaymentInstructions } from '@portal/contract/invoices';
import type { FormatLocale } from '@portal/domain/format-locale';
import { formatMoney } from '@portal/domain/format-money';
import { useTranslation } from 'react-i18next';
import { amountForCopy, ibanForCopy } from '../lib/invoice-text';
import { CopyField } from './copy-field';

/** EPC QR codes need room to scan reliably from a screen. */
const QR_SIZE_PX = 224;

export function PaymentPanel({
  payment,
  invoiceTitle,
  locale,
}: {
  payment: PaymentInstructions;
  invoiceTitle: string;
  locale: FormatLocale;
}) {
  const { t } = useTranslation('invoices');
  const amount = formatMoney(payment.amountCents, locale);
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 2,
        borderRadius: '16px',
        display: 'grid',
        gap: { xs: 2, md: 4 },
        gridTemplateColumns: { xs: '1fr', md: `${QR_SIZE_PX + 16}px 1fr` },
        alignItems: 'start',
      }}
    >
      <Box sx={{ order: { xs: 2, md: 1 }, textAlign: 'center' }}>
        <Box
          component="img"
          src={payment.qrCodeSvgDataUrl}
          alt={t('payment.qrAlt', { amount, title: invoiceTitle })}
          width={QR_SIZE_PX}
          height={QR_SIZE_PX}
          sx={{
            display: 'block',
            mx: 'auto',
            width: QR_SIZE_PX,
            height: QR_SIZE_PX,
            bgcolor: '#fff',
            borderRadius: '8px',
          }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('payment.scan')}
        </Typography>
      </Box>
      <Box sx={{ order: { xs: 1, md: 2 }, minWidth: 0 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
          {t('payment.intro')}
        </Typography>
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          <CopyField label={t('payment.beneficiary')} value={payment.beneficiaryName} />
          <CopyField
            label={t('payment.iban')}
            value={payment.iban}
            copyValue={ibanForCopy(payment.iban)}
            monospace
          />
          <CopyField label={t('payment.bic')} value={payment.bic} monospace />
          <CopyField
            label={t('payment.amount')}
            value={amount}
            copyValue={amountForCopy(payment.amountCents, locale)}
          />
          <CopyField
            label={t('payment.communication')}
            value={payment.structuredCommunication}
            monospace
          />
        </Box>
      </Box>
    </Paper>
  );
}
