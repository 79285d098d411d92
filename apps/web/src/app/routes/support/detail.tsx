// /support/{issue_id} (spec §2, feature support): the ticket's thread with a reply box.
import { useParams } from 'react-router';
import { TicketThread } from '../../../features/support/components/ticket-thread';
import { useSupportSource } from '../../support-source';

function issueIdOf(param: string | undefined): number | null {
  if (param === undefined || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export default function SupportDetailRoute() {
  const { issueId } = useParams();
  const { describeInstallation } = useSupportSource();
  return <TicketThread issueId={issueIdOf(issueId)} describeInstallation={describeInstallation} />;
}
