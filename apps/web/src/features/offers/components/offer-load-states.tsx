// What an offer page shows while its data loads, when it failed (with a retry), and for an
// address that names no offer of this customer.
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ApiRequestError, errorKeyOf } from '../../../lib/api-error';
import { routeNames } from '../../../lib/route-names';

export function OfferNotFound() {
  const { t } = useTranslation(['offers', 'common']);
  return (
    <EmptyState icon={SearchOff} title={t('notFound.title')} text={t('notFound.text')}>
      <Button variant="outlined" color="inherit" component={Link} to={routeNames.installations}>
        {t('common:actions.toInstallations')}
      </Button>
    </EmptyState>
  );
}

export function OfferLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['offers', 'common']);
  if (error instanceof ApiRequestError && error.status === 404) return <OfferNotFound />;
  return (
    <EmptyState icon={ErrorOutlineOutlined} title={t('loadError')} text={t(errorKeyOf(error))}>
      <Button variant="contained" onClick={onRetry}>
        {t('common:actions.retry')}
      </Button>
    </EmptyState>
  );
}
