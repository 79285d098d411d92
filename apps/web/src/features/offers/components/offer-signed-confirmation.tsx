// Shown right after signing (spec §2): thanks, and the request to wait for the installer's
// confirmation before scheduling anything.
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { routeNames } from '../../../lib/route-names';

export function OfferSignedConfirmation({
  onDownload,
  downloading,
}: {
  onDownload: () => void;
  downloading: boolean;
}) {
  const { t } = useTranslation(['offers', 'common']);
  return (
    <EmptyState icon={TaskAltOutlined} title={t('signed.title')} text={t('signed.text')} takeFocus>
      <Button variant="contained" component={Link} to={routeNames.installations}>
        {t('common:actions.toInstallations')}
      </Button>
      <Button variant="outlined" color="inherit" onClick={onDownload} disabled={downloading}>
        {t('signed.download')}
      </Button>
    </EmptyState>
  );
}
