// /support/createissue (spec §2, feature support): the ticket form. `?installation={index}` opens
// it with that installation chosen (the after-sales page's "report a problem"). The form is a step
// the customer can close (the top bar's options-close) to go back to the tickets without sending.
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { usePageChrome } from '../../../components/layouts/page-chrome';
import { CreateTicketForm } from '../../../features/support/components/create-ticket-form';
import { routeNames } from '../../../lib/route-names';
import { useSupportSource } from '../../support-source';

export default function SupportCreateTicketRoute() {
  const [search] = useSearchParams();
  const { query, choices } = useSupportSource();
  const navigate = useNavigate();
  const chrome = useMemo(
    () => ({
      actions: [
        { kind: 'options-close' as const, onClick: () => void navigate(routeNames.support) },
      ],
    }),
    [navigate],
  );
  usePageChrome(chrome);
  const wanted = search.get('installation');
  const initial = wanted !== null && /^\d+$/.test(wanted) ? Number(wanted) : null;
  // The installation list is optional for the form; wait for it only while it is loading.
  if (query.data === undefined && query.isPending) return <CentredSpinner />;
  return <CreateTicketForm installations={choices} initialInstallation={initial} />;
}
