// The dashboard (spec §2): the action cards of every installation, highest priority first, each
// leading to its target; the loyalty card when there is no action and loyalty is on; otherwise
// the message that everything is in order.
import ArrowForward from '@mui/icons-material/ArrowForward';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DashboardActionCard, dashboardActions } from '@portal/domain/dashboard-actions';
import type { InstallationRow } from '@portal/domain/installation-row';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ToInstallationsButton } from '../../../components/query-state';
import { routeNames } from '../../../lib/route-names';

function ActionCard({
  card,
  installationLabel,
  top,
}: {
  card: DashboardActionCard;
  installationLabel: string;
  top: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const headingId = `action-${card.action}-${card.installationId}`;
  return (
    <Card
      component="li"
      aria-labelledby={headingId}
      sx={{ listStyle: 'none', borderRadius: '16px', p: 2 }}
    >
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t(`action.${card.action}.title`)}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {installationLabel}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t(`action.${card.action}.text`)}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1.5 }}>
        <Button
          variant={top ? 'contained' : 'outlined'}
          color={top ? 'primary' : 'inherit'}
          component={Link}
          to={card.target}
          endIcon={<ArrowForward />}
        >
          {t(`action.${card.action}.button`)}
        </Button>
      </Box>
    </Card>
  );
}

export function DashboardView({
  rows,
  features,
  installationLabel,
}: {
  rows: readonly InstallationRow[];
  features: readonly string[];
  installationLabel: (row: InstallationRow) => string;
}) {
  const { t } = useTranslation(['dashboard', 'common']);
  const result = dashboardActions(rows, { features });
  if (result.kind === 'loyalty') {
    return (
      <EmptyState
        icon={CardGiftcardOutlined}
        title={t('dashboard:loyalty.title')}
        text={t('dashboard:loyalty.text')}
      >
        <Button variant="contained" component={Link} to={routeNames.loyalty}>
          {t('dashboard:loyalty.button')}
        </Button>
      </EmptyState>
    );
  }
  if (result.kind === 'noActions') {
    return (
      <EmptyState
        icon={TaskAlt}
        title={t('dashboard:noActions.title')}
        text={t('dashboard:noActions.text')}
      >
        <ToInstallationsButton />
      </EmptyState>
    );
  }
  const labels = new Map(rows.map((row) => [row.id, installationLabel(row)]));
  return (
    <>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        {t('dashboard:intro', { count: result.cards.length })}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label={t('dashboard:label')}>
        {result.cards.map((card, index) => (
          <ActionCard
            key={`${card.action}-${card.installationId}`}
            card={card}
            installationLabel={labels.get(card.installationId) ?? ''}
            top={index === 0}
          />
        ))}
      </Stack>
    </>
  );
}
