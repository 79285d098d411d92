// What a delivery page shows when its delivery cannot be read: "not found" for an unknown or
// foreign id (the server answers 404 for both, leaking nothing), else the error with a retry.
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ApiRequestError, errorKeyOf } from '../../../lib/api-error';
import { routeNames } from '../../../lib/route-names';

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

export function DeliveryLoadProblem({
  error,
  onRetry,
}: {
  /** null: the route itself names no delivery. */
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation(['deliveries', 'common']);
  const toInstallations = (
    <Button variant="outlined" color="inherit" component={Link} to={routeNames.installations}>
      {t('common:actions.toInstallations')}
    </Button>
  );
  if (error === null || isNotFound(error)) {
    return (
      <EmptyState
        icon={SearchOff}
        title={t('deliveries:notFound.title')}
        text={t('deliveries:notFound.text')}
      >
        {toInstallations}
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={ErrorOutlineOutlined}
      title={t('deliveries:loadError.title')}
      text={t(errorKeyOf(error))}
    >
      <Button variant="contained" onClick={onRetry}>
        {t('common:actions.retry')}
      </Button>
      {toInstallations}
    </EmptyState>
  );
}
