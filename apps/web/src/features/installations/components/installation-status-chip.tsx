// An installation's status in words, with a coloured dot for its tone: something to do, in
// progress, or done. The text keeps the body colour so that it is readable whatever the dot.
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/status-chip';
import { statusKey, statusTone } from '../lib/installation-labels';

const dotColour = { action: 'warning.main', progress: 'info.main', done: 'success.main' } as const;

export function InstallationStatusChip({ status }: { status: number }) {
  const { t } = useTranslation('installations');
  return <StatusChip label={t(statusKey(status))} dot={dotColour[statusTone(status)]} />;
}
