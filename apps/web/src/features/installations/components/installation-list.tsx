// The installation list of the signed-in customer (spec §2): loading, error with retry, empty,
// or one card per installation; served from the cached list and refreshable by a button or by
// pulling down on a touch screen.
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { LoadErrorState } from '../../../components/query-state';
import { useInstallations } from '../api/get-installations';
import { usePullToRefresh } from '../hooks/use-pull-to-refresh';
import { InstallationCard } from './installation-card';

export function InstallationList({
  signedIn,
  features,
}: {
  signedIn: boolean;
  features: readonly string[];
}) {
  const { t } = useTranslation(['installations', 'common']);
  const query = useInstallations(signedIn);
  const refresh = () => void query.refetch();
  const pull = usePullToRefresh(refresh, signedIn);

  if (query.data === undefined && query.isPending) return <CentredSpinner />;
  if (query.data === undefined) {
    return (
      <LoadErrorState
        title={t('installations:list.errorTitle')}
        error={query.error}
        onRetry={refresh}
      />
    );
  }
  const refreshing = query.isFetching;
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 1.5,
        }}
      >
        <Typography sx={{ color: 'text.secondary' }}>{t('installations:list.intro')}</Typography>
        <Button
          onClick={refresh}
          disabled={refreshing}
          startIcon={<Refresh />}
          color="inherit"
          size="small"
          sx={{ flexShrink: 0 }}
        >
          {t('installations:list.refresh')}
        </Button>
      </Box>
      <Box aria-live="polite" sx={{ height: 4, mb: 1 }}>
        {(refreshing || pull > 0) && (
          <LinearProgress
            variant={refreshing ? 'indeterminate' : 'determinate'}
            value={pull * 100}
            aria-label={t('installations:list.refreshing')}
          />
        )}
      </Box>
      {query.data.length === 0 ? (
        <EmptyState
          icon={Inventory2Outlined}
          title={t('installations:list.emptyTitle')}
          text={t('installations:list.emptyText')}
        />
      ) : (
        <Stack
          component="ul"
          spacing={1.5}
          sx={{ p: 0, m: 0 }}
          aria-label={t('installations:list.label')}
        >
          {query.data.map((row) => (
            <InstallationCard key={row.id} row={row} features={features} />
          ))}
        </Stack>
      )}
    </>
  );
}
