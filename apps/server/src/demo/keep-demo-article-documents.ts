// After the demo seed commits: the demo tenants' article documents (datasheets and a manual) are
// kept in the file store as if fetched from their CDN once (decision 044), so the documents pages
// show and download them offline. Each is a one-page PDF with the product's name, code,
// descriptions and specifications from the demo catalogue, marked as a demo document.
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { listTenantArticleDocuments } from '../repositories/article-document-repository.ts';
import { findTenantBySubdomain } from '../repositories/tenant-repository.ts';
import { keepArticleDocument } from '../services/documents/article-document-service.ts';
import type { PendingFileDeps } from '../services/documents/pending-files.ts';
import type { TenantRecord } from '../tenancy/tenant-record.ts';
import { articleCatalog } from './article-catalog.ts';
import { demoTenants } from './demo-tenants.ts';

function isCatalogCode(code: string): code is keyof typeof articleCatalog {
  return Object.hasOwn(articleCatalog, code);
}

function hexColour(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/** Lines top-down on one A4 page. */
function writer(page: PDFPage, fonts: { regular: PDFFont; bold: PDFFont }) {
  let y = 780;
  return (text: string, options: { size?: number; bold?: boolean; gap?: number } = {}) => {
    const size = options.size ?? 11;
    y -= size + (options.gap ?? 6);
    // The standard fonts draw Latin-1 only: anything else is left out of this demo text.
    const drawable = text.replace(/[^\x20-\x7E\xA0-\xFF]/g, '');
    page.drawText(drawable, { x: 50, y, size, font: options.bold ? fonts.bold : fonts.regular });
  };
}

async function datasheet(
  tenant: TenantRecord,
  document: { articleCode: string; name: string },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(document.name);
  doc.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const page = doc.addPage([595.28, 841.89]);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const { primary } = tenant.portalConfig.colors;
  page.drawRectangle({ x: 0, y: 829.89, width: 595.28, height: 12, color: hexColour(primary) });
  const write = writer(page, fonts);
  write(document.name, { size: 20, bold: true });
  write(document.articleCode);
  const article = isCatalogCode(document.articleCode) ? articleCatalog[document.articleCode] : null;
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
  return doc.save();
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
