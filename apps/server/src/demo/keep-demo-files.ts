// The files the demo data refers to, kept in the file store after the seed commits: the article
// documents (as if fetched from the tenants' CDN) and the inspection certificates (as if sent by
// the back office). A database transaction cannot hold a file, so this runs after it.
import type { PendingFileDeps } from '../platform/files/pending-files.ts';
import { keepDemoArticleDocuments } from './keep-demo-article-documents.ts';
import { keepDemoCertificates } from './keep-demo-certificates.ts';

export async function keepDemoFiles(deps: PendingFileDeps): Promise<void> {
  await keepDemoArticleDocuments(deps);
  await keepDemoCertificates(deps);
}
