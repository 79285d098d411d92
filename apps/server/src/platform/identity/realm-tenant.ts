// The tenant named by the realm segment of /auth/realms/{tenant}/…: only the exact, canonical
// (lower-case) name of a known tenant; anything else is 404 in the envelope.
import { ErrorCode } from '@portal/contract/error-code';
import { AppError } from '../errors/app-error.ts';
import type { TenantDirectory } from '../tenancy/tenant-directory.ts';
import type { TenantRecord } from '../tenancy/tenant-record.ts';

const realmPattern = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export async function realmTenant(tenants: TenantDirectory, realm: string): Promise<TenantRecord> {
  const tenant = realmPattern.test(realm) ? await tenants.find(realm) : undefined;
  if (!tenant || tenant.subdomain !== realm || tenant.realm.externalIssuer) {
    throw new AppError(ErrorCode.TenantNotFound, 'Unknown realm.');
  }
  return tenant;
}
