// A setting of the account page that is on or off: its title, what holds now, and a switch
// (the tracking answer, this device's pushes).
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export function SettingSwitchCard({
  title,
  state,
  checked,
  disabled = false,
  onChange,
}: {
  title: string;
  state: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const titleId = useId();
  const stateId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: 2, mt: 3, borderRadius: '16px', display: 'flex', gap: 2, alignItems: 'center' }}
    >
      <div style={{ flex: 1 }}>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography id={stateId} variant="body2" sx={{ color: 'text.secondary' }}>
          {state}
        </Typography>
      </div>
      <Switch
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        slotProps={{ input: { 'aria-labelledby': titleId, 'aria-describedby': stateId } }}
      />
    </Paper>
  );
}
