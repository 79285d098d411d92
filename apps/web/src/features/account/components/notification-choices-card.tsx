// The customer's notification choices on the account page (decision 096): per kind a switch for
// push and one for e-mail (the portal always shows them), quiet hours for pushes, and the daily
// e-mail digest. Saved together; the server's answer becomes what the card shows.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  NotificationKind,
  type NotificationPreferences,
} from '@portal/contract/notification-preferences';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useSaveNotificationPreferences } from '../api/save-notification-preferences';

const defaultQuiet = { from: '22:00', until: '07:00' };

function ChoicesForm({ initial }: { initial: NotificationPreferences }) {
  const { t } = useTranslation(['pages']);
  const save = useSaveNotificationPreferences();
  const [choices, setChoices] = useState(initial);
  const [saved, setSaved] = useState(false);
  const idPrefix = useId();

  const setChannel = (kind: NotificationKind, channel: 'push' | 'email', on: boolean) => {
    setSaved(false);
    setChoices((current) => ({
      ...current,
      kinds: { ...current.kinds, [kind]: { ...current.kinds[kind], [channel]: on } },
    }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(choices, {
      onSuccess: (stored) => {
        setChoices(stored);
        setSaved(true);
      },
    });
  };
  const quiet = choices.quietHours;

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        {NotificationKind.map((kind) => (
          <Box
            key={kind}
            component="fieldset"
            sx={{ border: 0, p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            <Typography component="legend" sx={{ fontWeight: 600, width: '100%' }}>
              {t(`pages:account.notifications.kinds.${kind}`)}
            </Typography>
            <FormControlLabel
              control={
                <Switch
                  checked={choices.kinds[kind].push}
                  onChange={(event) => setChannel(kind, 'push', event.target.checked)}
                />
              }
              label={t('pages:account.notifications.push')}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={choices.kinds[kind].email}
                  onChange={(event) => setChannel(kind, 'email', event.target.checked)}
                />
              }
              label={t('pages:account.notifications.email')}
            />
          </Box>
        ))}
        <FormControlLabel
          control={
            <Switch
              checked={quiet !== null}
              onChange={(event) => {
                setSaved(false);
                setChoices({ ...choices, quietHours: event.target.checked ? defaultQuiet : null });
              }}
            />
          }
          label={t('pages:account.notifications.quietHours')}
        />
        {quiet && (
          <Stack direction="row" spacing={2}>
            {(['from', 'until'] as const).map((end) => (
              <TextField
                key={end}
                id={`${idPrefix}-${end}`}
                type="time"
                label={t(`pages:account.notifications.${end}`)}
                value={quiet[end]}
                onChange={(event) => {
                  setSaved(false);
                  setChoices({ ...choices, quietHours: { ...quiet, [end]: event.target.value } });
                }}
              />
            ))}
          </Stack>
        )}
        <FormControlLabel
          control={
            <Switch
              checked={choices.emailDigest}
              onChange={(event) => {
                setSaved(false);
                setChoices({ ...choices, emailDigest: event.target.checked });
              }}
            />
          }
          label={t('pages:account.notifications.digest')}
        />
        {save.isError && <Alert severity="error">{t('pages:account.notifications.failed')}</Alert>}
        {saved && (
          <Alert severity="success" role="status">
            {t('pages:account.notifications.saved')}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('pages:account.notifications.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

export function NotificationChoicesCard() {
  const { t } = useTranslation(['pages']);
  const titleId = useId();
  const preferences = useNotificationPreferences();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mt: 3, borderRadius: '20px' }}
    >
      <Typography id={titleId} component="h2" variant="h3" sx={{ mb: 1 }}>
        {t('pages:account.notifications.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2.5 }}>
        {t('pages:account.notifications.intro')}
      </Typography>
      {preferences.data && <ChoicesForm initial={preferences.data} />}
      {preferences.isError && (
        <Alert severity="error">{t('pages:account.notifications.failed')}</Alert>
      )}
    </Paper>
  );
}
