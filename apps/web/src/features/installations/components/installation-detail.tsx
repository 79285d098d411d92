// One installation (spec §2): what it is and its status, the next step, the lifecycle timeline,
// the articles grouped for display, and links to every sub-page that applies.
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { errorKeyOf } from '../../../lib/api-error';
import { routeNames } from '../../../lib/route-names';
import { useInstallations } from '../api/get-installations';
import { installationTitle } from '../lib/installation-labels';
import { ArticleGroups } from './article-groups';
import { InstallationFiguresLine } from './installation-figures-line';
import { InstallationLinksList } from './installation-links-list';
import { InstallationStatusChip } from './installation-status-chip';
import { LifecycleTimeline } from './lifecycle-timeline';
import { NextStepPanel } from './next-step-panel';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function InstallationDetail({
  installationId,
  signedIn,
  features,
}: {
  installationId: string | undefined;
  signedIn: boolean;
  features: readonly string[];
}) {
  const { t } = useTranslation(['installations', 'common']);
  const query = useInstallations(signedIn);

  if (query.data === undefined && query.isPending) return <CentredSpinner />;
  if (query.data === undefined) {
    return (
      <EmptyState
        icon={ErrorOutlineOutlined}
        title={t('installations:list.errorTitle')}
        text={t(errorKeyOf(query.error))}
      >
        <Button variant="contained" onClick={() => void query.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </EmptyState>
    );
  }
  const row = /^\d+$/.test(installationId ?? '')
    ? query.data.find((entry) => entry.id === Number(installationId))
    : undefined;
  if (!row) {
    return (
      <EmptyState
        icon={SearchOff}
        title={t('installations:detail.notFoundTitle')}
        text={t('installations:detail.notFoundText')}
      >
        <Button variant="outlined" color="inherit" component={Link} to={routeNames.installations}>
          {t('common:actions.toInstallations')}
        </Button>
      </EmptyState>
    );
  }
  return (
    <>
      <Paper variant="outlined" sx={{ p: 2, borderRadius: '16px' }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {installationTitle(row, t)}
        </Typography>
        <InstallationFiguresLine row={row} />
        <Box sx={{ mt: 1, mb: 1.5 }}>
          <InstallationStatusChip status={row.status} />
        </Box>
        <NextStepPanel row={row} features={features} />
      </Paper>
      <Section id="installation-timeline" title={t('installations:timeline.title')}>
        <Paper variant="outlined" sx={{ p: 2, borderRadius: '16px' }}>
          <LifecycleTimeline row={row} />
        </Paper>
      </Section>
      <Section id="installation-articles" title={t('installations:articles.title')}>
        <ArticleGroups row={row} />
      </Section>
      <Section id="installation-links" title={t('installations:links.title')}>
        <InstallationLinksList row={row} features={features} />
      </Section>
    </>
  );
}
