// After the demo seed commits: the demo tenants' article documents (datasheets and a manual) are
// kept in the file store as if fetched from their CDN once (decision 044), so the documents pages
// show and download them offline. Each is a one-page PDF with the product's name, code,
// descriptions and specifications from the demo catalogue, marked as a demo document.

import { keepArticleDocument, listTenantArticleDocuments } from '../features/documents/index.ts';
import type { PendingFileDeps } from '../platform/files/pending-files.ts';
import type { TenantRecord } from '../platform/tenancy/tenant-record.ts';
import { findTenantBySubdomain } from '../platform/tenancy/tenant-repository.ts';
import { articleCatalog } from './article-catalog.ts';
import { demoPdf } from './demo-pdf.ts';
import { demoTenants } from './demo-tenants.ts';

function isCatalogCode(code: string): code is keyof typeof articleCatalog {
  return Object.hasOwn(articleCatalog, code);
}

function datasheet(
  tenant: TenantRecord,
  document: { articleCode: string; name: string },
): Promise<Uint8Array> {
  return demoPdf(tenant, document.name, (write) => {
    write(document.name, { size: 20, bold: true });
    write(document.articleCode);
    const article = isCatalogCode(document.articleCode)
      ? articleCatalog[document.articleCode]
      : null;
    if (article) {
      write('Omschrijving / Description / Description', { bold: true, gap: 18 });
      for (const text of Object.values(article.description)) if (text) write(text);
      const details = Object.entries(article.details);
      if (details.length > 0) write('Specificaties / Specifications', { bold: true, gap: 18 });
      for (const [key, detail] of details) {
        write(`${key}: ${String(detail.value)} ${detail.suffix}`.trim());
      }
    }
    write(`Demo document of ${tenant.name}: the real one comes from the maker's CDN.`, {
      size: 8,
      gap: 30,
    });
  });
}

export async function keepDemoArticleDocuments(deps: PendingFileDeps): Promise<void> {
  for (const { subdomain } of demoTenants(2026)) {
    const tenant = await findTenantBySubdomain(deps.db, subdomain);
    if (!tenant) continue;
    for (const document of await listTenantArticleDocuments(deps.db, tenant.id)) {
      await keepArticleDocument(deps, tenant.id, document, await datasheet(tenant, document));
    }
  }
}
