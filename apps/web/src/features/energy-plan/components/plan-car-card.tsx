// What the car needs by when: the charge the next plans give it (kWh) and the time it leaves
// tomorrow. Checked here as the server checks it (the contract's bounds), saved together.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CAR_NEED_MAX_KWH,
  DEPARTURE_PATTERN,
  type EnergyPlanSettings,
} from '@portal/contract/energy-plan';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeEnergyPlanSettings } from '../api/change-energy-plan-settings';

export function PlanCarCard({
  deviceId,
  settings,
}: {
  deviceId: string;
  settings: EnergyPlanSettings;
}) {
  const { t } = useTranslation('energyPlan');
  const titleId = useId();
  const mutation = useChangeEnergyPlanSettings(deviceId);
  const [need, setNeed] = useState(String(settings.carNeedKwh));
  const [departure, setDeparture] = useState(settings.carDeparture);
  const needKwh = Number(need);
  const needValid = need !== '' && needKwh >= 1 && needKwh <= CAR_NEED_MAX_KWH;
  const departureValid = DEPARTURE_PATTERN.test(departure);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (needValid && departureValid) {
      mutation.mutate({ carNeedKwh: needKwh, carDeparture: departure });
    }
  };
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: 2, mt: 3, borderRadius: '16px' }}
    >
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('car.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('car.text')}
      </Typography>
      <form noValidate onSubmit={submit}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, marginTop: 16 }}>
          <TextField
            label={t('car.need')}
            name="carNeedKwh"
            type="number"
            value={need}
            onChange={(event) => setNeed(event.target.value)}
            error={!needValid}
            helperText={
              needValid ? t('car.needHelp') : t('car.needError', { max: CAR_NEED_MAX_KWH })
            }
            slotProps={{ htmlInput: { min: 1, max: CAR_NEED_MAX_KWH, step: 1 } }}
          />
          <TextField
            label={t('car.departure')}
            name="carDeparture"
            type="time"
            value={departure}
            onChange={(event) => setDeparture(event.target.value)}
            error={!departureValid}
            helperText={departureValid ? t('car.departureHelp') : t('car.departureError')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </div>
        <Button
          type="submit"
          variant="contained"
          sx={{ mt: 2 }}
          disabled={mutation.isPending || !needValid || !departureValid}
        >
          {t('car.save')}
        </Button>
      </form>
      {mutation.isSuccess && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {t('car.saved')}
        </Alert>
      )}
      {mutation.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {t('push.saveError')}
        </Alert>
      )}
    </Paper>
  );
}
