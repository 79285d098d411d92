// The CSV export of the period shown. A button, not a link: the file needs the bearer
// token, so it is fetched and saved by script (api/download-history-csv.ts). A failure is said next
// to the button, where the customer is looking.
import type { HistoryRange } from '@portal/contract/monitoring-history';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../../lib/api-error';
import { Button } from '../../../ui/button';
import { DownloadIcon } from '../../../ui/icons';
import { useDownloadHistoryCsv } from '../api/download-history-csv';
import styles from './history-view.module.css';

export function CsvExport({
  deviceId,
  range,
  date,
}: {
  deviceId: string;
  range: HistoryRange;
  date: string;
}) {
  const { t } = useTranslation('monitoring');
  const { t: common } = useTranslation('common');
  const download = useDownloadHistoryCsv();
  return (
    <div className={styles.export}>
      <Button
        variant="outlined"
        disabled={download.isPending}
        onClick={() => download.mutate({ deviceId, range, date })}
      >
        <DownloadIcon />
        {download.isPending ? t('history.csvLoading') : t('history.csv')}
      </Button>
      {download.isError && (
        <p role="alert" className={styles.exportError}>
          {t('history.csvError')} {common(errorKeyOf(download.error))}
        </p>
      )}
    </div>
  );
}
