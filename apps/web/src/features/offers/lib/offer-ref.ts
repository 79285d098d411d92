// The `{id}_{version}` path segment of the offer detail and upsell routes (spec §2).
export interface OfferRef {
  offerId: number;
  version: number;
}

export function parseOfferRef(segment: string | undefined): OfferRef | null {
  const match = /^(\d+)_(\d+)$/.exec(segment ?? '');
  if (!match) return null;
  const offerId = Number(match[1]);
  const version = Number(match[2]);
  return offerId > 0 && version > 0 ? { offerId, version } : null;
}

export function parseOfferId(segment: string | undefined): number | null {
  return /^\d+$/.test(segment ?? '') && Number(segment) > 0 ? Number(segment) : null;
}
