// Installations of one customer as the spec's flat rows (§3) with their computed status (§4).

import { flattenArticleGroups, groupArticlesByCategory } from '@portal/domain/article-grouping';
import { toInstallationRows } from '@portal/domain/derive-installation-status';
import { Feature, hasFeature } from '@portal/domain/feature';
import type { InstallationRow } from '@portal/domain/installation-row';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { findCustomerById } from '../repositories/customer-repository.ts';
import { listInstallationFacts } from '../repositories/installation-repository.ts';
import type { TenantRecord } from '../repositories/tenant-repository.ts';
import { languageOf } from './language.ts';

export async function listInstallations(
  db: Kysely<Database>,
  scope: { tenant: TenantRecord; customerId: number },
  now: Date,
): Promise<InstallationRow[]> {
  const { tenant, customerId } = scope;
  const customer = await findCustomerById(db, tenant.id, customerId);
  if (!customer) return [];
  const language = languageOf(customer.languageCode, tenant.defaultLanguage);
  const facts = await listInstallationFacts(db, { tenantId: tenant.id, customerId, language });
  const surveyEnabled = hasFeature(tenant.portalConfig.features, Feature.Survey);
  const ordered = facts.map((installation) => ({
    ...installation,
    articles: groupArticlesByCategory(flattenArticleGroups(installation.articles)),
  }));
  return toInstallationRows(ordered, { surveyEnabled, now });
}
