// The tenant's status lists (spec §3, §7), read by the public status-list routes.
import type { FlaggedStatusItem, StatusLang, StatusListKind } from '@portal/contract/status-list';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { TenantRecord } from '../../platform/tenancy/tenant-record.ts';
import { listStatuses } from './status-list-repository.ts';

export interface StatusListService {
  list(tenant: TenantRecord, kind: StatusListKind, lang: StatusLang): Promise<FlaggedStatusItem[]>;
}

export function createStatusListService({ db }: Pick<ServiceDeps, 'db'>): StatusListService {
  return { list: (tenant, kind, lang) => listStatuses(db, tenant.id, kind, lang) };
}
