// Application-wide providers: data cache, translations, the tenant's colours (decision 026) and
// the server's first screen while it is hydrated (decision 059). The router sits inside them
// (see boot.tsx, and first-screen/render-first-screen.tsx on the server), so every page has them.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { TenantBrand } from '../features/portal/components/tenant-brand';
import { FirstScreenProvider, type FirstScreenView } from '../lib/first-screen';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';

export function AppProvider({
  children,
  client = queryClient,
  translations = i18n,
  firstScreen,
  onFirstScreenLive,
}: {
  children: ReactNode;
  /** The server renders with a cache and translations of its own per screen. */
  client?: QueryClient;
  translations?: I18n;
  /** The view the server painted, while its HTML is rendered or hydrated. */
  firstScreen?: FirstScreenView;
  onFirstScreenLive?: () => void;
}) {
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={translations}>
        <FirstScreenProvider view={firstScreen} onLive={onFirstScreenLive}>
          <TenantBrand />
          {children}
        </FirstScreenProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
