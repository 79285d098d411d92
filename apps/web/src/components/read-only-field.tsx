// A text field that shows a value the customer cannot change here (their e-mail address): read
// only, on a tinted background so it does not invite typing, still readable by password managers.
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export function ReadOnlyField(props: Omit<TextFieldProps, 'onChange'>) {
  return (
    <TextField
      {...props}
      slotProps={{ ...props.slotProps, htmlInput: { readOnly: true } }}
      sx={{ '& .MuiOutlinedInput-root': { bgcolor: 'action.hover' }, ...props.sx }}
    />
  );
}
