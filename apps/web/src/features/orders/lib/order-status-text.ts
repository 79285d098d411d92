// The order status in words from the tenant's status list (spec §3: spaces are stored as
// underscores). Undefined when the list is not loaded or does not know the id.
import type { FlaggedStatusItem } from '@portal/contract/status-list';

export function orderStatusText(
  statuses: readonly FlaggedStatusItem[] | undefined,
  statusId: number,
): string | undefined {
  return statuses?.find((item) => item.id === statusId)?.status.replaceAll('_', ' ');
}
