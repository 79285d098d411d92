// The MUI theme of the tenant around what uses MUI's components: every page but the first one,
// the profile menu and the snackbar (decision 026). It loads with their code, so the first page
// neither downloads nor runs MUI's style runtime.
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import { useBrandColours } from '../lib/brand';
import { createTenantTheme } from '../lib/theme';

export function MuiThemeScope({ children }: { children: ReactNode }) {
  const { primary, secondary } = useBrandColours();
  const theme = useMemo(() => createTenantTheme({ primary, secondary }), [primary, secondary]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
