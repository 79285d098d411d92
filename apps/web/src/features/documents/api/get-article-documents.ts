// GET articleDocuments (ours; spec §3 article documents): the datasheets and manuals of the
// customer's articles, each with its download path (served by the portal, decision 044).
import { type ArticleDocument, articleDocumentSchema } from '@portal/contract/article-documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '../../../lib/api-client';
import { articleDocumentKeys } from '../../../lib/query-keys';

export function getArticleDocuments(signal?: AbortSignal): Promise<ArticleDocument[]> {
  return apiGet('articleDocuments', z.array(articleDocumentSchema), { auth: true, signal });
}

export const articleDocumentsQueryOptions = () =>
  queryOptions<ArticleDocument[]>({
    queryKey: articleDocumentKeys.all,
    queryFn: ({ signal }) => getArticleDocuments(signal),
    meta: { silent: true },
  });

export function useArticleDocuments(signedIn: boolean) {
  return useQuery({ ...articleDocumentsQueryOptions(), enabled: signedIn });
}
