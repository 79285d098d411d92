// The states before the documents can be listed: loading, or the installation list failed (with
// a retry). The list itself is the shared `GET installations/` query, handed in by the page so
// this feature does not own it. (A signed-out visitor never gets here: the route's sign-in gate
// or auth guard takes them to login first.)
import type { InstallationRow } from '@portal/domain/installation-row';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { LoadErrorState } from '../../../components/query-state';

export interface InstallationsQueryState {
  data: InstallationRow[] | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

export function InstallationsGate({
  query,
  children,
}: {
  query: InstallationsQueryState;
  children: (rows: InstallationRow[]) => ReactNode;
}) {
  const { t } = useTranslation(['documents', 'common']);
  if (query.data === undefined && query.isPending) return <CentredSpinner />;
  if (query.data === undefined) {
    return (
      <LoadErrorState
        title={t('documents:errorTitle')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return children(query.data);
}
