// The monitoring device selector of the top bar (spec §2), for a customer with several devices: a
// native select, labelled for screen readers, so it works the same with touch, mouse and keys.
import type { MonitoringDevice } from '@portal/contract/monitoring';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './device-selector.module.css';

export function DeviceSelector({
  devices,
  selected,
  onSelect,
}: {
  devices: readonly MonitoringDevice[];
  selected: MonitoringDevice;
  onSelect: (device: MonitoringDevice) => void;
}) {
  const { t } = useTranslation('monitoring');
  const id = useId();
  return (
    <div className={styles.selector}>
      <label htmlFor={id} className={styles.label}>
        {t('selector.label')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={selected.id}
        onChange={(event) => {
          const device = devices.find((each) => String(each.id) === event.target.value);
          if (device) onSelect(device);
        }}
      >
        {devices.map((device) => (
          <option key={device.id} value={device.id}>
            {device.name ?? device.deviceId}
          </option>
        ))}
      </select>
    </div>
  );
}
