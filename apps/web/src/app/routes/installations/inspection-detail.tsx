// /installations/inspectiondetail/{id}_{source} (spec §2): the inspection of an order or invoice.
import { useParams } from 'react-router';
import { InspectionDetail } from '../../../features/inspections/components/inspection-detail';

export default function InstallationsInspectionDetailRoute() {
  const { inspection } = useParams();
  return <InspectionDetail inspectionParam={inspection} />;
}
