// One installation in the list: what was bought (categories and main figures), its status in
// words, key facts, the one next step, and a link to its detail page.
import ChevronRight from '@mui/icons-material/ChevronRight';
import SolarPower from '@mui/icons-material/SolarPower';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { formatDate } from '@portal/domain/format-date';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { installationRoutes } from '@portal/domain/installation-routes';
import type { InstallationRow } from '@portal/domain/installation-row';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconTile } from '../../../components/icon-tile';
import { installationTitle } from '../lib/installation-labels';
import { InstallationFiguresLine } from './installation-figures-line';
import { InstallationStatusChip } from './installation-status-chip';
import { NextStepPanel } from './next-step-panel';

/**
 * Memoised: the list re-renders whenever a refresh starts or ends (its progress bar), and a
 * refresh that brings the same rows keeps each row object (react-query's structural sharing), so
 * the cards need not render again — on the start page that was a 50 ms task on this machine after
 * every background refresh (decision 018).
 */
export const InstallationCard = memo(function InstallationCard({
  row,
  features,
}: {
  row: InstallationRow;
  features: readonly string[];
}) {
  const { t, i18n } = useTranslation('installations');
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const title = installationTitle(row, t);
  const headingId = `installation-${row.id}-title`;
  const facts = [
    row.OfferID !== null ? t('list.offer', { id: row.OfferID }) : undefined,
    row.OrderID !== null ? t('list.order', { id: row.OrderID }) : undefined,
    row.InstallationDate
      ? t('list.installationDate', {
          date: formatDate(row.InstallationDate, locale, { withTime: false }),
        })
      : undefined,
  ].filter((fact) => fact !== undefined);

  return (
    <Card
      component="li"
      aria-labelledby={headingId}
      sx={{ listStyle: 'none', borderRadius: '16px', p: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
        <IconTile icon={SolarPower} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <InstallationFiguresLine row={row} />
          {facts.length > 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {facts.join(' · ')}
            </Typography>
          )}
          <Box sx={{ mt: 1 }}>
            <InstallationStatusChip status={row.status} />
          </Box>
        </Box>
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <NextStepPanel row={row} features={features}>
        <Button
          component={Link}
          to={installationRoutes.detail(row.id)}
          endIcon={<ChevronRight />}
          color="inherit"
          aria-label={t('list.detailsOf', { title })}
        >
          {t('list.details')}
        </Button>
      </NextStepPanel>
    </Card>
  );
});
