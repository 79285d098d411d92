// The states before the documents can be listed: signed out (a page without the auth guard, spec
// §2), loading, or the installation list failed (with a retry). The list itself is the shared
// `GET installations/` query, handed in by the page so this feature does not own it.
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import type { InstallationRow } from '@portal/domain/installation-row';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { errorKeyOf } from '../../../lib/api-error';
import { loginPathFor } from '../../../lib/route-names';

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
  const location = useLocation();
  if (!signedIn) {
    return (
      <EmptyState
        icon={LockOutlined}
        title={t('documents:signedOut.title')}
        text={t('documents:signedOut.text')}
      >
        <Button
          variant="contained"
          component={Link}
          to={loginPathFor(`${location.pathname}${location.search}`)}
        >
          {t('documents:signedOut.button')}
        </Button>
      </EmptyState>
    );
  }
  if (query.data === undefined && query.isPending) return <CentredSpinner />;
  if (query.data === undefined) {
    return (
      <EmptyState
        icon={ErrorOutlineOutlined}
        title={t('documents:errorTitle')}
        text={t(errorKeyOf(query.error))}
      >
        <Button variant="contained" onClick={() => void query.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </EmptyState>
    );
  }
  return children(query.data);
}
