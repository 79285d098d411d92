// The totals of an offer version: excl. VAT, the VAT, and incl. VAT (amounts are euro cents).
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { formatMoney } from '@portal/domain/format-money';
import { useTranslation } from 'react-i18next';

function Line({
  label,
  amount,
  strong = false,
}: {
  label: string;
  amount: string;
  strong?: boolean;
}) {
  return (
    <Box
      component="div"
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        // The total stands apart with a rule above it (a <dl> may hold only its groups).
        ...(strong && { borderTop: 1, borderColor: 'divider', pt: 1 }),
      }}
    >
      <Typography component="dt" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }}
      >
        {amount}
      </Typography>
    </Box>
  );
}

export function OfferTotals({
  exclVatCents,
  inclVatCents,
}: {
  exclVatCents: number;
  inclVatCents: number;
}) {
  const { t, i18n } = useTranslation('offers');
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: '16px' }}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        <Line label={t('totals.exclVat')} amount={formatMoney(exclVatCents, locale)} />
        <Line label={t('totals.vat')} amount={formatMoney(inclVatCents - exclVatCents, locale)} />
        <Line label={t('totals.inclVat')} amount={formatMoney(inclVatCents, locale)} strong />
      </Box>
    </Paper>
  );
}
