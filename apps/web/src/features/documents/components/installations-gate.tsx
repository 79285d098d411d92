// The states before the documents can be listed: signed out (a page without the auth guard, spec
// §2), loading, or the installation list failed (with a retry). The list itself is the shared
// `GET installations/` query, handed in by the page so this feature does not own it.
import type { InstallationRow } from '@portal/domain/installation-row';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { LoadErrorState } from '../../../components/query-state';
import { SignInInvitation } from '../../../components/sign-in-invitation';

export interface InstallationsQueryState {
  data: InstallationRow[] | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

export function InstallationsGate({
  signedIn,
  query,
  children,
}: {
  signedIn: boolean;
  query: InstallationsQueryState;
  children: (rows: InstallationRow[]) => ReactNode;
}) {
  const { t } = useTranslation(['documents', 'common']);
  if (!signedIn) {
    return (
      <SignInInvitation
        title={t('documents:signedOut.title')}
        text={t('documents:signedOut.text')}
        button={t('documents:signedOut.button')}
      />
    );
  }
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
