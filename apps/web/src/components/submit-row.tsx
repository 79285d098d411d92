// A form's send button at its end: full width on a phone, at the right from the sm width on.
import SendOutlined from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export function SubmitRow({ label, pending }: { label: string; pending: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Button
        type="submit"
        variant="contained"
        loading={pending}
        startIcon={<SendOutlined />}
        sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 220 } }}
      >
        {label}
      </Button>
    </Box>
  );
}
