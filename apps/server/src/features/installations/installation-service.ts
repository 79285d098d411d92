// Installations of one customer as the spec's flat rows (§3) with their computed status (§4).

import { flattenArticleGroups, groupArticlesByCategory } from '@portal/domain/article-grouping';
import { brusselsDayNumber } from '@portal/domain/brussels-time';
import { toInstallationRows } from '@portal/domain/derive-installation-status';
import { Feature, hasFeature } from '@portal/domain/feature';
import type { InstallationRow } from '@portal/domain/installation-row';
import type { RequestScope } from '../../platform/scope/request-scope.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { listInstallationFacts } from './installation-repository.ts';

export interface InstallationService {
  list(scope: RequestScope): Promise<InstallationRow[]>;
  /**
   * A key that changes whenever `list(scope)` could answer differently, so its written answer can
   * be kept under it (decision 022): the customer's data version (raised by the database on
   * every change of the rows read), the language of the article texts, the tenant's survey flag
   * and the Brussels day (the statuses depend on the date, never on the hour). Undefined when
   * the customer's record is missing: then nothing is kept.
   */
  listKey(scope: RequestScope): string | undefined;
}

export function createInstallationService({
  db,
  clock,
}: Pick<ServiceDeps, 'db' | 'clock'>): InstallationService {
  return {
    async list({ tenant, customerId, language }) {
      const facts = await listInstallationFacts(db, { tenantId: tenant.id, customerId, language });
      const surveyEnabled = hasFeature(tenant.portalConfig.features, Feature.Survey);
      const ordered = facts.map((installation) => ({
        ...installation,
        articles: groupArticlesByCategory(flattenArticleGroups(installation.articles)),
      }));
      return toInstallationRows(ordered, { surveyEnabled, now: clock() });
    },
    listKey({ tenant, customerId, customer, language }) {
      if (customer === undefined) return undefined;
      const survey = hasFeature(tenant.portalConfig.features, Feature.Survey);
      const day = brusselsDayNumber(clock());
      return `installations ${tenant.id} ${customerId} ${customer.dataVersion} ${language} ${survey} ${day}`;
    },
  };
}
