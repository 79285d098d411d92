// What a delivery page shows when its delivery cannot be read: "not found" for an unknown or
// foreign id (the server answers 404 for both, leaking nothing), else the error with a retry.
import { useTranslation } from 'react-i18next';
import {
  LoadErrorState,
  NotFoundState,
  ToInstallationsButton,
} from '../../../components/query-state';
import { isNotFoundError } from '../../../lib/api-error';

export function DeliveryLoadProblem({
  error,
  onRetry,
}: {
  /** null: the route itself names no delivery. */
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation(['deliveries', 'common']);
  if (error === null || isNotFoundError(error)) {
    return (
      <NotFoundState title={t('deliveries:notFound.title')} text={t('deliveries:notFound.text')} />
    );
  }
  return (
    <LoadErrorState title={t('deliveries:loadError.title')} error={error} onRetry={onRetry}>
      <ToInstallationsButton />
    </LoadErrorState>
  );
}
