// The account page's place to change the tracking answer later (decision 041): what is chosen now
// (or that nothing is yet) and a switch to the other answer. Shown only for a tenant with a
// tag-manager id; without one nothing is ever tracked.
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { rememberTrackingChoice, useTrackingChoice } from '../../lib/tracking-consent';

export function TrackingChoiceCard({ tagId }: { tagId: string | null }) {
  const { t } = useTranslation('common');
  const choice = useTrackingChoice();
  const titleId = useId();
  const stateId = useId();
  if (!tagId) return null;
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: 2, mt: 3, borderRadius: '16px', display: 'flex', gap: 2, alignItems: 'center' }}
    >
      <div style={{ flex: 1 }}>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('consent.accountTitle')}
        </Typography>
        <Typography id={stateId} variant="body2" sx={{ color: 'text.secondary' }}>
          {t(`consent.state.${choice ?? 'undecided'}`)}
        </Typography>
      </div>
      <Switch
        checked={choice === 'accepted'}
        onChange={(event) => rememberTrackingChoice(event.target.checked ? 'accepted' : 'refused')}
        slotProps={{ input: { 'aria-labelledby': titleId, 'aria-describedby': stateId } }}
      />
    </Paper>
  );
}
