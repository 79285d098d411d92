// GET installations/ (spec §7): the customer's installations with their computed status. The
// list is cached locally under the Installations storage key (spec §3, one-day lifetime) so that
// a returning customer sees it at once; it is refreshed in the background and on request.
import { installationRowSchema } from '@portal/contract/installation';
import { StorageKey } from '@portal/domain/constants';
import type { InstallationRow } from '@portal/domain/installation-row';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '../../../lib/api-client';
import { installationKeys } from '../../../lib/query-keys';
import { localStore } from '../../../lib/storage';

const installationListSchema = z.array(installationRowSchema);

export async function getInstallations(signal?: AbortSignal): Promise<InstallationRow[]> {
  const rows = await apiGet('installations/', installationListSchema, { auth: true, signal });
  localStore.write(StorageKey.Installations, rows);
  return rows;
}

export const installationsQueryOptions = () =>
  queryOptions({
    queryKey: installationKeys.all,
    queryFn: ({ signal }) => getInstallations(signal),
    initialData: () => localStore.read(StorageKey.Installations, installationListSchema),
    // Cached rows are shown at once but count as stale, so a fresh list is fetched behind them.
    initialDataUpdatedAt: 0,
  });

/**
 * Fetches the list as early as the router knows the page, when the page has nothing to show
 * without it. A list kept in storage shows at once, and the page's own query refreshes it once the
 * page is painted (decision 027).
 */
export async function prefetchInstallations(client: QueryClient): Promise<void> {
  if (localStore.has(StorageKey.Installations)) return;
  await client.prefetchQuery(installationsQueryOptions());
}

export function useInstallations(signedIn: boolean) {
  return useQuery({ ...installationsQueryOptions(), enabled: signedIn });
}
