// An offer with its versions, their articles and article details, and an upsell proposal.
import { articleCatalog } from './article-catalog.ts';
import type { InstallationScenario, OfferVersionScenario } from './scenario-types.ts';
import type { TenantSeed } from './seed-context.ts';

export interface Totals {
  exclVatCents: number;
  inclVatCents: number;
}

export function totalsOf(lines: OfferVersionScenario['lines']): Totals {
  let exclVatCents = 0;
  let inclVatCents = 0;
  for (const [code, quantity] of lines) {
    const article = articleCatalog[code];
    const excl = Math.round(quantity * article.unitPriceCents);
    exclVatCents += excl;
    inclVatCents += Math.round((excl * (100 + article.vatRatePercent)) / 100);
  }
  return { exclVatCents, inclVatCents };
}

/** Inserts the offer; returns its id and the totals of its latest version. */
export async function insertOffer(
  seed: TenantSeed,
  owner: { customerId: number; installationId: number },
  scenario: InstallationScenario,
): Promise<{ offerId: number; totals: Totals }> {
  const { tenantId, clock } = seed;
  const first = scenario.versions[0];
  const last = scenario.versions.at(-1);
  if (!first || !last) throw new Error(`Installation ${scenario.key} has no offer version`);
  const offerId = await seed.write.offers({
    tenant_id: tenantId,
    customer_id: owner.customerId,
    installation_id: owner.installationId,
    offer_type_id: scenario.offerTypeId,
    status_id: scenario.offerStatus,
    created_at: clock.at(first.day),
    updated_at: clock.at(last.signedDay ?? last.day),
  });

  for (const [index, version] of scenario.versions.entries()) {
    await insertVersion(seed, offerId, index + 1, version);
  }
  if (scenario.upsell) {
    await seed.write.upsell_offers({
      tenant_id: tenantId,
      customer_id: owner.customerId,
      installation_id: owner.installationId,
      offer_id: offerId,
      version_number: scenario.versions.length,
      upsell_type: scenario.upsell.type,
      name: scenario.upsell.name,
      created_at: clock.at(scenario.upsell.day),
    });
  }
  return { offerId, totals: totalsOf(last.lines) };
}

async function insertVersion(
  seed: TenantSeed,
  offerId: number,
  versionNumber: number,
  version: OfferVersionScenario,
): Promise<void> {
  const { tenantId, clock } = seed;
  const totals = totalsOf(version.lines);
  const versionId = await seed.write.offer_versions({
    tenant_id: tenantId,
    offer_id: offerId,
    version_number: versionNumber,
    status_id: version.status,
    created_at: clock.at(version.day),
    valid_until: clock.date(version.day + version.validForDays),
    seen_at: version.seenDay === undefined ? null : clock.at(version.seenDay, 20, 15),
    signed_at: version.signedDay === undefined ? null : clock.at(version.signedDay, 20, 40),
    superseded_at: version.supersededDay === undefined ? null : clock.at(version.supersededDay),
    total_excl_vat_cents: totals.exclVatCents,
    total_incl_vat_cents: totals.inclVatCents,
  });

  for (const [position, [code, quantity]] of version.lines.entries()) {
    const article = articleCatalog[code];
    const articleId = await seed.write.offer_articles({
      tenant_id: tenantId,
      offer_version_id: versionId,
      position: position + 1,
      article_code: code,
      category_id: article.category,
      quantity,
      unit_price_cents: article.unitPriceCents,
      vat_rate_percent: article.vatRatePercent,
      description_nl: article.description.nl,
      description_fr: article.description.fr,
      description_en: article.description.en,
    });
    for (const [key, detail] of Object.entries(article.details)) {
      await seed.write.offer_article_details({
        tenant_id: tenantId,
        offer_article_id: articleId,
        detail_key: key,
        value_json: JSON.stringify(detail.value),
        suffix: detail.suffix,
      });
    }
  }
}
