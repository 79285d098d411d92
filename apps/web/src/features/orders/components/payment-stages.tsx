// The three payment stages of an order (spec §9: prepayment, after delivery, final invoice), each
// with its amount incl. VAT, its state and a link to each invoice that bills it. The stage the
// order is in now is marked, so the customer sees at a glance what is due.
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PaymentStage } from '@portal/contract/orders';
import type { FormatLocale } from '@portal/domain/format-locale';
import { formatMoney } from '@portal/domain/format-money';
import { installationRoutes } from '@portal/domain/installation-routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ShownStageState, shownStageStates } from '../lib/shown-stage-state';
import { PaymentStateChip } from './payment-state-chip';

/** One invoice opens its detail; several (a credited and reissued invoice) open their list. */
function StageInvoiceLink({ stage, name }: { stage: PaymentStage; name: string }) {
  const { t } = useTranslation('orders');
  const [first] = stage.invoiceIds;
  if (first === undefined) return null;
  const several = stage.invoiceIds.length > 1;
  const open = stage.state === 'open';
  const text = several
    ? t('stages.viewInvoices', { number: stage.invoiceIds.length })
    : open
      ? t('stages.payInvoice')
      : t('stages.viewInvoice');
  return (
    <Button
      component={Link}
      to={several ? installationRoutes.invoiceList(first) : installationRoutes.invoiceDetail(first)}
      size="small"
      variant={open ? 'contained' : 'outlined'}
      color={open ? 'primary' : 'inherit'}
      startIcon={<ReceiptLongOutlined />}
      // The accessible name starts with the visible text (WCAG 2.5.3), then names the stage.
      aria-label={`${text} (${
        several
          ? t('stages.viewInvoicesOf', { stage: name, number: stage.invoiceIds.length })
          : t('stages.viewInvoiceOf', { stage: name, id: first })
      })`}
      sx={{ height: 36, mt: 1, width: 'fit-content' }}
    >
      {text}
    </Button>
  );
}

function StageRow({
  stage,
  state,
  locale,
}: {
  stage: PaymentStage;
  state: ShownStageState;
  locale: FormatLocale;
}) {
  const { t } = useTranslation('orders');
  const name = t(`stages.${stage.stage}`);
  return (
    <ListItem
      divider
      aria-current={stage.current ? 'step' : undefined}
      sx={(theme) => ({
        display: 'grid',
        // On a phone the hint gets the full width and the state goes below it.
        gridTemplateColumns: '1fr auto',
        gridTemplateAreas: {
          xs: '"name amount" "hint hint" "state state" "link link"',
          sm: '"name amount" "hint state" "link link"',
        },
        columnGap: 2,
        alignItems: 'start',
        px: 2,
        py: 1.5,
        borderLeft: `4px solid ${stage.current ? theme.palette.primary.main : 'transparent'}`,
      })}
    >
      <Typography component="h3" variant="subtitle1" sx={{ gridArea: 'name', fontWeight: 700 }}>
        {name}
      </Typography>
      <Typography sx={{ gridArea: 'amount', fontWeight: 700, textAlign: 'right' }}>
        {stage.amountInclVatCents !== null
          ? formatMoney(stage.amountInclVatCents, locale)
          : state === 'skipped'
            ? '—'
            : t('stages.amountUnknown')}
      </Typography>
      <Box sx={{ gridArea: 'hint' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t(`stages.hint.${stage.stage}`)}
        </Typography>
        {stage.current && (
          <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }}>
            {t('stages.current')}
          </Typography>
        )}
      </Box>
      <Box sx={{ gridArea: 'state', justifySelf: { xs: 'start', sm: 'end' }, mt: 0.5 }}>
        <PaymentStateChip state={state} />
      </Box>
      <Box sx={{ gridArea: 'link', display: 'flex' }}>
        <StageInvoiceLink stage={stage} name={name} />
      </Box>
    </ListItem>
  );
}

export function PaymentStages({
  stages,
  locale,
}: {
  stages: readonly PaymentStage[];
  locale: FormatLocale;
}) {
  const { t } = useTranslation('orders');
  const states = shownStageStates(stages);
  return (
    <Paper variant="outlined" sx={{ borderRadius: '16px', overflow: 'hidden' }}>
      <List disablePadding aria-label={t('stages.title')}>
        {stages.map((stage, index) => (
          <StageRow
            key={stage.stage}
            stage={stage}
            state={states[index] ?? stage.state}
            locale={locale}
          />
        ))}
      </List>
    </Paper>
  );
}
