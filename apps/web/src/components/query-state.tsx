// The states a page of the customer's data shows instead of its content: the address names
// nothing of this customer (not found), it is loading, or the data could not be loaded (the
// error, with a retry). QueryGate puts them in order for a page of one record. Static CSS
// (decision 026): the first page shows them without MUI.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf, isBadAddressError, isNotFoundError } from '../lib/api-error';
import { routeNames } from '../lib/route-names';
import { Button, ButtonLink } from '../ui/button';
import { ErrorOutlineIcon, SearchOffIcon } from '../ui/icons';
import { EmptyState } from './empty-state';
import { CentredSpinner } from './layouts/centred-spinner';

export function ToInstallationsButton() {
  const { t } = useTranslation('common');
  return (
    <ButtonLink variant="outlined" to={routeNames.installations}>
      {t('actions.toInstallations')}
    </ButtonLink>
  );
}

/** Nothing of this customer at this address; the way back is the installations list. */
export function NotFoundState({ title, text }: { title: string; text: string }) {
  return (
    <EmptyState icon={SearchOffIcon} title={title} text={text}>
      <ToInstallationsButton />
    </EmptyState>
  );
}

/** The load failed: the error in words and a retry, then any further `children` actions. */
export function LoadErrorState({
  title,
  error,
  onRetry,
  children,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <EmptyState icon={ErrorOutlineIcon} title={title} text={t(errorKeyOf(error))}>
      <Button variant="contained" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
      {children}
    </EmptyState>
  );
}

/** What QueryGate reads of a TanStack query. */
export interface GateQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The states before a page of one record shows it: not found when the address names nothing
 * (`missing`), the server answers 404 (unknown or someone else's: it leaks neither) or refuses
 * the address itself (an id out of range), a spinner
 * while loading, the load error with a retry and `errorActions`, else `children` with the data.
 */
export function QueryGate<T>({
  query,
  missing = false,
  notFound,
  errorTitle,
  errorActions,
  children,
}: {
  query: GateQuery<T>;
  missing?: boolean;
  notFound: { title: string; text: string };
  errorTitle: string;
  errorActions?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (missing || isNotFoundError(query.error) || isBadAddressError(query.error)) {
    return <NotFoundState {...notFound} />;
  }
  if (query.isPending) return <CentredSpinner />;
  if (query.isError || query.data === undefined) {
    return (
      <LoadErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()}>
        {errorActions}
      </LoadErrorState>
    );
  }
  return children(query.data);
}
