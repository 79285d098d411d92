// One installation (spec §2): what it is and its status, the next step, the lifecycle timeline,
// the articles grouped for display, and links to every sub-page that applies.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ArticleGroups } from '../../../components/articles/article-groups';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { PageSection } from '../../../components/page-section';
import { LoadErrorState, NotFoundState } from '../../../components/query-state';
import { useInstallations } from '../api/get-installations';
import { rowArticles } from '../lib/installation-figures';
import { installationTitle } from '../lib/installation-labels';
import { journeyOf } from '../lib/journey-of';
import { InstallationFiguresLine } from './installation-figures-line';
import { InstallationLinksList } from './installation-links-list';
import { InstallationStatusChip } from './installation-status-chip';
import { LifecycleTimeline } from './lifecycle-timeline';
import { NextStepPanel } from './next-step-panel';

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
      <LoadErrorState
        title={t('installations:list.errorTitle')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const row = /^\d+$/.test(installationId ?? '')
    ? query.data.find((entry) => entry.id === Number(installationId))
    : undefined;
  if (!row) {
    return (
      <NotFoundState
        title={t('installations:detail.notFoundTitle')}
        text={t('installations:detail.notFoundText')}
      />
    );
  }
  const journey = journeyOf(row, features);
  return (
    <>
      <Paper variant="outlined" sx={{ p: 2, borderRadius: '16px' }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {installationTitle(row, t)}
        </Typography>
        <InstallationFiguresLine row={row} />
        <Box sx={{ mt: 1, mb: 1.5 }}>
          <InstallationStatusChip journey={journey} />
        </Box>
        <NextStepPanel journey={journey} />
      </Paper>
      <PageSection id="installation-timeline" title={t('installations:timeline.title')}>
        <Paper variant="outlined" sx={{ p: 2, borderRadius: '16px' }}>
          <LifecycleTimeline steps={journey.steps} />
        </Paper>
      </PageSection>
      <PageSection id="installation-articles" title={t('installations:articles.title')}>
        <ArticleGroups articles={rowArticles(row)} emptyText={t('installations:articles.none')} />
      </PageSection>
      <PageSection id="installation-links" title={t('installations:links.title')}>
        <InstallationLinksList row={row} features={features} />
      </PageSection>
    </>
  );
}
