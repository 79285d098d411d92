// What an offer page shows while its data loads, when it failed (with a retry), and for an
// address that names no offer of this customer.
import { useTranslation } from 'react-i18next';
import { LoadErrorState, NotFoundState } from '../../../components/query-state';
import { isNotFoundError } from '../../../lib/api-error';

export function OfferNotFound() {
  const { t } = useTranslation(['offers', 'common']);
  return <NotFoundState title={t('notFound.title')} text={t('notFound.text')} />;
}

export function OfferLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['offers', 'common']);
  if (isNotFoundError(error)) return <OfferNotFound />;
  return <LoadErrorState title={t('loadError')} error={error} onRetry={onRetry} />;
}
