// From the back office's CSV exports to the portal: each customer (PUT customers/{id}, which sends
// the registration invitation the first time), each offer (PUT offers/{id}) and its version with
// its lines (PUT offers/{id}/versions/1). Upserts keyed by the back office's own ids, so running it
// again changes nothing. A bad row is reported with the portal's reasons and the rest goes on.
import type { CsvRow } from './csv.ts';
import { PortalApiError, type PortalClient } from './portal-client.ts';

export interface SyncReport {
  customers: number;
  offers: number;
  failed: { what: string; reason: string }[];
}

export async function syncCustomersAndOffers(
  api: PortalClient,
  customers: readonly CsvRow[],
  offerLines: readonly CsvRow[],
): Promise<SyncReport> {
  const report: SyncReport = { customers: 0, offers: 0, failed: [] };
  const attempt = async (what: string, call: () => Promise<unknown>) => {
    try {
      await call();
      return true;
    } catch (error) {
      if (!(error instanceof PortalApiError)) throw error;
      report.failed.push({ what, reason: error.message });
      return false;
    }
  };
  for (const row of customers) {
    const ok = await attempt(`customer ${row.externalId}`, () =>
      api.put(`/customers/${encodeURIComponent(row.externalId ?? '')}`, customerOf(row)),
    );
    if (ok) report.customers += 1;
  }
  for (const [offerId, lines] of groupBy(offerLines, (row) => row.offerExternalId ?? '')) {
    const first = lines[0];
    if (!first) continue;
    const path = `/offers/${encodeURIComponent(offerId)}`;
    const ok =
      (await attempt(`offer ${offerId}`, () =>
        api.put(path, {
          customerExternalId: first.customerExternalId,
          offerTypeId: Number(first.offerTypeId),
        }),
      )) &&
      (await attempt(`offer ${offerId} version 1`, () =>
        api.put(`${path}/versions/1`, {
          validUntil: first.validUntil || null,
          lines: lines.map(lineOf),
        }),
      ));
    if (ok) report.offers += 1;
  }
  return report;
}

function customerOf(row: CsvRow) {
  return {
    email: row.email,
    firstName: row.firstName,
    name: row.name,
    language: row.language,
    phone: row.phone || null,
    streetAndNumber: row.streetAndNumber || null,
    postalCode: row.postalCode || null,
    city: row.city || null,
  };
}

function lineOf(row: CsvRow) {
  return {
    articleCode: row.articleCode,
    category: Number(row.category),
    quantity: Number(row.quantity),
    unitPriceCents: Number(row.unitPriceCents),
    vatRatePercent: Number(row.vatRatePercent),
    description: { nl: row.descriptionNl || undefined, fr: row.descriptionFr || undefined },
  };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
