// What a monitoring page shows before it has a device: a spinner while the list loads, the load
// error with a retry (never "no device" for a list that failed to load), "device not available"
// when the customer has none, else the page with the current device.
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import type { MonitoringDevice } from '@portal/contract/monitoring';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { LoadErrorState } from '../../../components/query-state';
import { useCurrentDevice } from '../hooks/use-current-device';

export function DeviceGate({ children }: { children: (device: MonitoringDevice) => ReactNode }) {
  const { t } = useTranslation('monitoring');
  const { query, device } = useCurrentDevice();
  if (query.isPending) return <CentredSpinner />;
  if (query.isError && !query.data) {
    return (
      <LoadErrorState
        title={t('errors.devicesError')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!device) {
    return (
      <EmptyState
        icon={DevicesOutlined}
        title={t('errors.deviceNotAvailable')}
        text={t('errors.deviceNotAvailableText')}
      />
    );
  }
  return children(device);
}
