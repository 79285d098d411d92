// GET repairs/list, repairs/list/{deliveryId}[/{invoiceId}] and repairs/{id} (spec §7).
import { type Repair, repairSchema } from '@portal/contract/repairs';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '../../../lib/api-client';
import { repairKeys } from '../../../lib/query-keys';

const repairList = z.array(repairSchema);

export function repairListPath(of?: { deliveryId: number; invoiceId: number | null }): string {
  if (!of) return 'repairs/list';
  return of.invoiceId === null
    ? `repairs/list/${of.deliveryId}`
    : `repairs/list/${of.deliveryId}/${of.invoiceId}`;
}

/** All of the customer's repairs. */
export function useRepairs(enabled = true) {
  return useQuery({
    queryKey: repairKeys.list(),
    queryFn: ({ signal }): Promise<Repair[]> =>
      apiGet(repairListPath(), repairList, { auth: true, signal }),
    enabled,
    meta: { silent: true },
  });
}

/** The repairs of the installation of a delivery (and its invoice); none without a delivery. */
export function useInstallationRepairs(
  of: { deliveryId: number; invoiceId: number | null } | null,
) {
  return useQuery({
    queryKey: repairKeys.ofDelivery(of?.deliveryId ?? 0, of?.invoiceId ?? null),
    queryFn: ({ signal }): Promise<Repair[]> =>
      of ? apiGet(repairListPath(of), repairList, { auth: true, signal }) : Promise.resolve([]),
    meta: { silent: true },
  });
}

export function useRepair(repairId: number | null) {
  return useQuery({
    queryKey: repairKeys.repair(repairId ?? 0),
    queryFn: ({ signal }): Promise<Repair> =>
      apiGet(`repairs/${repairId}`, repairSchema, { auth: true, signal }),
    enabled: repairId !== null,
    meta: { silent: true },
  });
}
