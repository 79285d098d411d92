// An installation's status in words, with a coloured dot for its tone: something to do, in
// progress, or done. The text keeps the body colour so that it is readable whatever the dot.
// Both come from the installation's journey, so the chip never says done while a step is open.
import type { InstallationJourney } from '@portal/domain/installation-journey';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/status-chip';
import { journeyTone, statusKey } from '../lib/installation-labels';

const dotColour = { action: 'warning.main', progress: 'info.main', done: 'success.main' } as const;

export function InstallationStatusChip({ journey }: { journey: InstallationJourney }) {
  const { t } = useTranslation('installations');
  return <StatusChip label={t(statusKey(journey))} dot={dotColour[journeyTone(journey)]} />;
}
