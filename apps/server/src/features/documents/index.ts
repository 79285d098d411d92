// What other features, the top (app.ts, api.ts, services.ts), demo/ and the scripts use of
// documents: the download routes and services, and the document context every generated PDF is
// built from. Everything else is the feature's own.
export { listTenantArticleDocuments } from './article-document-repository.ts';
export { articleDocumentRoutes } from './article-document-routes.ts';
export type { ArticleDocumentService } from './article-document-service.ts';
export { createArticleDocumentService, keepArticleDocument } from './article-document-service.ts';
export type { DocumentDeps, PdfFile } from './document-context.ts';
export {
  documentContext,
  documentNotFound,
  orderArticles,
  siteDocumentContext,
  siteParty,
} from './document-context.ts';
export {
  DocumentKind,
  DocumentOwner,
  findCertificateNumber,
  findInstallationSite,
  findStoredFile,
  findStoredFileById,
} from './document-repository.ts';
export { documentRoutes } from './document-routes.ts';
export type { DocumentService } from './document-service.ts';
export { createDocumentService } from './document-service.ts';
export { documentsDataSection } from './documents-data-section.ts';
export { printsDataSection } from './prints-data-section.ts';
export { storedOrGenerated, storedPdf } from './stored-pdf.ts';
