// The facts of an invoice as a description list: amounts excl. VAT, VAT and incl. VAT, then the
// invoice date, the due date and, once paid, the payment date.
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { Invoice } from '@portal/contract/invoices';
import { formatDate } from '@portal/domain/format-date';
import type { FormatLocale } from '@portal/domain/format-locale';
import { formatMoney } from '@portal/domain/format-money';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

interface Row {
  key: string;
  label: string;
  value: string;
  strong?: boolean;
}

function FactList({ rows }: { rows: readonly Row[] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.75, m: 0 }}
    >
      {rows.map((row) => (
        <Fragment key={row.key}>
          <Typography component="dt" sx={{ color: 'text.secondary' }}>
            {row.label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, textAlign: 'right', fontWeight: row.strong ? 700 : 500 }}
          >
            {row.value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}

export function AmountRows({ invoice, locale }: { invoice: Invoice; locale: FormatLocale }) {
  const { t } = useTranslation('invoices');
  const date = (value: string) => formatDate(value, locale, { withTime: false });
  const amounts: Row[] = [
    {
      key: 'excl',
      label: t('facts.amountExclVat'),
      value: formatMoney(invoice.amountExclVatCents, locale),
    },
    { key: 'vat', label: t('facts.vat'), value: formatMoney(invoice.vatCents, locale) },
    {
      key: 'incl',
      label: t('facts.amountInclVat'),
      value: formatMoney(invoice.amountInclVatCents, locale),
      strong: true,
    },
  ];
  const dates: Row[] = [
    { key: 'issued', label: t('facts.invoiceDate'), value: date(invoice.issuedOn) },
    ...(invoice.dueOn
      ? [{ key: 'due', label: t('facts.dueDate'), value: date(invoice.dueOn) }]
      : []),
    ...(invoice.paidAt
      ? [{ key: 'paid', label: t('facts.paidOn'), value: date(invoice.paidAt) }]
      : []),
  ];
  return (
    <>
      <FactList rows={amounts} />
      <Divider sx={{ my: 1.5 }} />
      <FactList rows={dates} />
    </>
  );
}
