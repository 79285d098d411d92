// Applies the tenant's branding at run time (spec §9): its colours become the page's CSS variables
// before the first paint that shows them (a layout effect), and MUI's theme for the pages that use
// it (components/mui-theme-scope.tsx, decision 026).
import { useLayoutEffect } from 'react';
import { applyBrand } from '../../../lib/brand';
import { usePortalConfig } from '../api/get-portal-config';

export function TenantBrand() {
  const { colors } = usePortalConfig();
  const { primary, secondary } = colors;
  useLayoutEffect(() => applyBrand({ primary, secondary }), [primary, secondary]);
  return null;
}
