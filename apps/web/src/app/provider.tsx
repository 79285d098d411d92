// Application-wide providers: data cache, translations and the tenant's colours (decision 026). The router sits
// inside them (see boot.tsx), so every page has all three.
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { TenantBrand } from '../features/portal/components/tenant-brand';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <TenantBrand />
        {children}
      </I18nextProvider>
    </QueryClientProvider>
  );
}
