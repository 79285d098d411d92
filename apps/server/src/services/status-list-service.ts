// The tenant's status lists (spec §3, §7), read by the public status-list routes.
import type { FlaggedStatusItem, StatusLang, StatusListKind } from '@portal/contract/status-list';
import { listStatuses } from '../repositories/status-list-repository.ts';
import type { TenantRecord } from '../tenancy/tenant-record.ts';
import type { ServiceDeps } from './service-deps.ts';

export interface StatusListService {
  list(tenant: TenantRecord, kind: StatusListKind, lang: StatusLang): Promise<FlaggedStatusItem[]>;
}

export function createStatusListService({ db }: Pick<ServiceDeps, 'db'>): StatusListService {
  return { list: (tenant, kind, lang) => listStatuses(db, tenant.id, kind, lang) };
}
