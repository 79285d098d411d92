// /support/createissue (spec §2, feature support): the ticket form. `?installation={index}` opens
// it with that installation chosen (the after-sales page's "report a problem").
import { useSearchParams } from 'react-router';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { CreateIssueForm } from '../../../features/support/components/create-issue-form';
import { useSupportSource } from '../../support-source';

export default function SupportCreateIssueRoute() {
  const [search] = useSearchParams();
  const { query, choices } = useSupportSource();
  const wanted = search.get('installation');
  const initial = wanted !== null && /^\d+$/.test(wanted) ? Number(wanted) : null;
  // The installation list is optional for the form; wait for it only while it is loading.
  if (query.data === undefined && query.isPending) return <CentredSpinner />;
  return <CreateIssueForm installations={choices} initialInstallation={initial} />;
}
