// The delivery document of an externally financed order (spec §2): /installations/ichoosr/{id},
// id being the delivery id.
import SearchOff from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { IChoosrPage } from '../../../features/ichoosr/components/ichoosr-page';

export default function InstallationsIchoosrRoute() {
  const { t } = useTranslation('offers');
  const id = useParams().id ?? '';
  if (!/^\d+$/.test(id) || Number(id) === 0) {
    return (
      <EmptyState
        icon={SearchOff}
        title={t('iChoosr.notFoundTitle')}
        text={t('iChoosr.notFoundText')}
      />
    );
  }
  return <IChoosrPage key={id} deliveryId={Number(id)} />;
}
