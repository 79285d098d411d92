// The account page's place to change the tracking answer later (decision 041): what is chosen now
// (or that nothing is yet) and a switch to the other answer. Shown only for a tenant with a
// tag-manager id; without one nothing is ever tracked.
import { useTranslation } from 'react-i18next';
import { rememberTrackingChoice, useTrackingChoice } from '../../lib/tracking-consent';
import { SettingSwitchCard } from '../setting-switch-card';

export function TrackingChoiceCard({ tagId }: { tagId: string | null }) {
  const { t } = useTranslation('common');
  const choice = useTrackingChoice();
  if (!tagId) return null;
  return (
    <SettingSwitchCard
      title={t('consent.accountTitle')}
      state={t(`consent.state.${choice ?? 'undecided'}`)}
      checked={choice === 'accepted'}
      onChange={(accepted) => rememberTrackingChoice(accepted ? 'accepted' : 'refused')}
    />
  );
}
