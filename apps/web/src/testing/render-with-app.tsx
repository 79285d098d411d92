// Renders a component as a page would see it in tests: a fresh query client, the translations
// (started in the given language), a memory router at `path`, and the tenant's configuration in
// the query cache (the fallback one unless given), as the page's bootstrap block would put it.
import type { PublicPortalConfig } from '@portal/contract/portal';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  fallbackPortalConfig,
  portalConfigQueryOptions,
} from '../features/portal/api/get-portal-config';
import { i18n, NAMESPACES, startI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

export async function renderWithApp(
  element: ReactNode,
  {
    path = '/',
    language = 'en',
    portalConfig = fallbackPortalConfig,
  }: { path?: string; language?: string; portalConfig?: PublicPortalConfig } = {},
) {
  await startI18n('', language);
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces([...NAMESPACES]);
  const queryClient = createQueryClient();
  queryClient.setQueryData(portalConfigQueryOptions().queryKey, portalConfig);
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
