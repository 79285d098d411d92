// Installations of one customer as the spec's flat rows (§3) with their computed status (§4).

import { flattenArticleGroups, groupArticlesByCategory } from '@portal/domain/article-grouping';
import { toInstallationRows } from '@portal/domain/derive-installation-status';
import { Feature, hasFeature } from '@portal/domain/feature';
import type { InstallationRow } from '@portal/domain/installation-row';
import { listInstallationFacts } from '../repositories/installation-repository.ts';
import type { RequestScope } from '../scope/request-scope.ts';
import type { ServiceDeps } from './service-deps.ts';

export interface InstallationService {
  list(scope: RequestScope): Promise<InstallationRow[]>;
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
  };
}
