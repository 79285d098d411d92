// Applies the tenant's branding at run time: its colours become the MUI theme (light only).
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useEffect, useMemo } from 'react';
import { createTenantTheme } from '../../../lib/theme';
import { usePortalConfig } from '../api/get-portal-config';

export function TenantThemeProvider({ children }: { children: ReactNode }) {
  const { colors } = usePortalConfig();
  const theme = useMemo(
    () => createTenantTheme({ primary: colors.primary, secondary: colors.secondary }),
    [colors.primary, colors.secondary],
  );
  useEffect(() => {
    // The browser chrome (address bar, installed app title bar) follows the tenant too.
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colors.primary);
  }, [colors.primary]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
