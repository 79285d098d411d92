// The query keys of the offer calls, in one place so that mutations invalidate exactly what they
// change: everything of one offer sits under ['offers', offerId].
export const offerKeys = {
  offer: (offerId: number) => ['offers', offerId] as const,
  versions: (offerId: number) => ['offers', offerId, 'versions'] as const,
  version: (offerId: number, version: number) => ['offers', offerId, 'versions', version] as const,
  upsells: (offerId: number, version: number) =>
    ['offers', offerId, 'versions', version, 'upsells'] as const,
};
