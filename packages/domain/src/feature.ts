// Feature flags of the portal configuration (spec §6): each gates routes and cards per tenant.
export const Feature = {
  Support: 'support',
  Survey: 'survey',
  Loyalty: 'loyalty',
  Monitoring: 'monitoring',
} as const;
export type Feature = (typeof Feature)[keyof typeof Feature];

export function hasFeature(features: readonly string[], feature: Feature): boolean {
  return features.includes(feature);
}
