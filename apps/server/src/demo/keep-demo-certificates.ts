// After the demo seed commits: each approved demo inspection with a certificate number gets its
// certificate PDF, stored as the back office stores one (integration inspection upsert), so the
// demo customer's inspection page offers the download. A one-page stand-in, marked as
// a demo document; kept again, the same bytes are recognised and not stored twice.

import { listCertifiedInspections } from '../features/inspections/index.ts';
import { CERTIFICATE_KIND, INSPECTION_OWNER, withPdf } from '../features/integration/index.ts';
import type { PendingFileDeps } from '../platform/files/pending-files.ts';
import type { TenantRecord } from '../platform/tenancy/tenant-record.ts';
import { findTenantBySubdomain } from '../platform/tenancy/tenant-repository.ts';
import { demoPdf } from './demo-pdf.ts';
import { demoTenants } from './demo-tenants.ts';

function certificate(
  tenant: TenantRecord,
  inspection: { certificateNumber: string; approvedDate: string },
): Promise<Uint8Array> {
  const title = `Keuringsattest ${inspection.certificateNumber}`;
  return demoPdf(tenant, title, (write) => {
    write(title, { size: 20, bold: true });
    write('Attestation de contrôle / Inspection certificate');
    write(`Nummer / Numéro / Number: ${inspection.certificateNumber}`, { gap: 18 });
    write(`Goedgekeurd op / Approuvé le / Approved on: ${inspection.approvedDate.slice(0, 10)}`);
    write('AREI/RGIE - elektrische installatie conform / installation conforme / compliant');
    write(`Demo document of ${tenant.name}: the real one comes from the inspection body.`, {
      size: 8,
      gap: 30,
    });
  });
}

export async function keepDemoCertificates(deps: PendingFileDeps): Promise<void> {
  for (const { subdomain } of demoTenants(2026)) {
    const tenant = await findTenantBySubdomain(deps.db, subdomain);
    if (!tenant) continue;
    for (const inspection of await listCertifiedInspections(deps.db, tenant.id)) {
      const target = {
        tenantId: tenant.id,
        customerId: inspection.customerId,
        ownerType: INSPECTION_OWNER,
        kind: CERTIFICATE_KIND,
        fileName: `Certificate-${inspection.certificateNumber}.pdf`,
      };
      const bytes = await certificate(tenant, inspection);
      await withPdf(deps, { bytes, target, knownOwnerId: inspection.id }, async () => ({
        result: undefined,
        ownerId: inspection.id,
      }));
    }
  }
}
