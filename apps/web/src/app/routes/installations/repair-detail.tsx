// /installations/repairs/{repair_id} (spec §2, feature support): one repair.
import { useParams } from 'react-router';
import { RepairDetail } from '../../../features/repairs/components/repair-detail';
import { repairIdOf } from '../../../features/repairs/lib/repair-groups';

export default function InstallationsRepairDetailRoute() {
  const { repairId } = useParams();
  return <RepairDetail repairId={repairIdOf(repairId)} />;
}
