// Loads an invoice with its related invoices for both invoice pages and renders the states they
// share: a spinner while loading, "not found" for an unknown id or someone else's invoice (the
// server answers 404 for both), and an error with a retry for anything else.
import type { RelatedInvoices } from '@portal/contract/invoices';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryGate } from '../../../components/query-state';
import { useRelatedInvoices } from '../api/get-related-invoices';

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
  const { t } = useTranslation('invoices');
  const id = /^\d+$/.test(invoiceId ?? '') ? Number(invoiceId) : null;
  const query = useRelatedInvoices(id ?? 0, signedIn && id !== null);
  return (
    <QueryGate
      query={query}
      missing={id === null}
      notFound={{ title: t('errors.notFoundTitle'), text: t('errors.notFoundText') }}
      errorTitle={t('errors.loadTitle')}
    >
      {children}
    </QueryGate>
  );
}
