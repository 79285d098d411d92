// Loads an invoice with its related invoices for both invoice pages and renders the states they
// share: a spinner while loading, "not found" for an unknown id or someone else's invoice (the
// server answers 404 for both), and an error with a retry for anything else.
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import type { RelatedInvoices } from '@portal/contract/invoices';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { ApiRequestError, errorKeyOf } from '../../../lib/api-error';
import { routeNames } from '../../../lib/route-names';
import { useRelatedInvoices } from '../api/get-related-invoices';

function NotFound() {
  const { t } = useTranslation(['invoices', 'common']);
  return (
    <EmptyState
      icon={SearchOff}
      title={t('invoices:errors.notFoundTitle')}
      text={t('invoices:errors.notFoundText')}
    >
      <Button variant="outlined" color="inherit" component={Link} to={routeNames.installations}>
        {t('common:actions.toInstallations')}
      </Button>
    </EmptyState>
  );
}

export function RelatedInvoicesLoader({
  invoiceId,
  signedIn,
  children,
}: {
  /** The route parameter as typed in the address bar. */
  invoiceId: string | undefined;
  signedIn: boolean;
  children: (data: RelatedInvoices) => ReactNode;
}) {
  const { t } = useTranslation(['invoices', 'common']);
  const id = /^\d+$/.test(invoiceId ?? '') ? Number(invoiceId) : null;
  const query = useRelatedInvoices(id ?? 0, signedIn && id !== null);

  if (id === null) return <NotFound />;
  if (query.isPending) return <CentredSpinner />;
  if (query.isError) {
    if (query.error instanceof ApiRequestError && query.error.status === 404) return <NotFound />;
    return (
      <EmptyState
        icon={ErrorOutlineOutlined}
        title={t('invoices:errors.loadTitle')}
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
