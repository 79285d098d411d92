// The realm and configuration the server wrote into the page (lib/page-bootstrap.ts) go into the
// query cache before the first render, checked against the contract's schemas: the first page
// then skips GET portal/config and GET portal/realm. Anything missing or malformed is fetched
// as before.
import { publicPortalConfigSchema, realmSchema } from '@portal/contract/portal';
import type { QueryClient } from '@tanstack/react-query';
import { pageBootstrap } from '../../../lib/page-bootstrap';
import { portalConfigQueryOptions } from '../api/get-portal-config';
import { realmQueryOptions } from '../api/get-realm';

export function seedPortalQueries(client: QueryClient): void {
  const { realm, config } = pageBootstrap();
  const parsedRealm = realmSchema.safeParse(realm);
  if (parsedRealm.success) client.setQueryData(realmQueryOptions().queryKey, parsedRealm.data);
  const parsedConfig = publicPortalConfigSchema.safeParse(config);
  if (parsedConfig.success) {
    client.setQueryData(portalConfigQueryOptions().queryKey, parsedConfig.data);
  }
}
