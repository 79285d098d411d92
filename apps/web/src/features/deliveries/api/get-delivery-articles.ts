// The articles of a delivery. GET deliveries/{id} carries no articles, so they are read from the
// customer's installation list (GET installations/, spec §7): the row whose delivery this is.
// Kept under the ['installations', …] prefix so that invalidating the installations refreshes it.
import { installationRowSchema } from '@portal/contract/installation';
import { flattenArticleGroups } from '@portal/domain/article-grouping';
import type { InstallationArticle, InstallationRow } from '@portal/domain/installation-row';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';

const installationListSchema = z.array(installationRowSchema);

export function getInstallationRows(signal?: AbortSignal): Promise<InstallationRow[]> {
  return apiGet('installations/', installationListSchema, { auth: true, signal });
}

export const deliveryArticlesQueryOptions = () =>
  queryOptions({
    queryKey: ['installations', 'rows-for-deliveries'],
    queryFn: ({ signal }) => getInstallationRows(signal),
    // The articles are a supplement: the page stays useful without them, so no error snackbar.
    meta: { silent: true },
  });

/** The articles of the installation that owns this delivery (or this order). */
export function articlesOfDelivery(
  rows: readonly InstallationRow[],
  delivery: { orderDeliveryId: number; orderId: number },
): InstallationArticle[] {
  const row =
    rows.find((entry) => entry.Order_DeliveriesID === delivery.orderDeliveryId) ??
    rows.find((entry) => entry.OrderID === delivery.orderId);
  return row ? flattenArticleGroups(row.articles) : [];
}

export function useDeliveryArticles(
  delivery: { orderDeliveryId: number; orderId: number } | undefined,
) {
  return useQuery({
    ...deliveryArticlesQueryOptions(),
    enabled: delivery !== undefined,
    select: (rows) => (delivery ? articlesOfDelivery(rows, delivery) : []),
  });
}
