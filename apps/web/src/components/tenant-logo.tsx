// The tenant's logo (from the portal configuration), or its name in text when it has none.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function TenantLogo({
  url,
  name,
  height = 40,
}: {
  url: string;
  name: string;
  height?: number;
}) {
  if (!url) {
    return (
      <Typography component="span" sx={{ fontWeight: 800, fontSize: height * 0.45 }}>
        {name}
      </Typography>
    );
  }
  return (
    <Box
      component="img"
      src={url}
      alt={name}
      sx={{ height, width: 'auto', maxWidth: '100%', display: 'block' }}
    />
  );
}
