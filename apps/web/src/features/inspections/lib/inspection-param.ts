// The route segment of /installations/inspectiondetail/{id}_{source}: one path segment split at
// its last "_" into a positive id and a source, "order" or "invoice". Anything else is null, which
// the page shows as not found.
export type InspectionSource = 'order' | 'invoice';

export interface InspectionRef {
  id: number;
  source: InspectionSource;
}

export function parseInspectionParam(segment: string | undefined): InspectionRef | null {
  const match = /^(\d{1,12})_(order|invoice)$/.exec(segment ?? '');
  if (!match) return null;
  const id = Number(match[1]);
  const source = match[2] === 'order' ? 'order' : 'invoice';
  return id > 0 ? { id, source } : null;
}

/** The API path of spec §7: inspections/orders/{id} or inspections/invoices/{id}. */
export function inspectionApiPath(ref: InspectionRef): string {
  return `inspections/${ref.source === 'order' ? 'orders' : 'invoices'}/${ref.id}`;
}
