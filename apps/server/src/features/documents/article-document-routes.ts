// GET articleDocuments and GET articleDocuments/{id} (ours; spec §3 article documents, §7 CDN
// documents): the datasheets and manuals of the customer's articles, and one of them as a PDF,
// served from the portal's file store (decision 044). Not one of the customer's articles: 404.
import { articleDocumentSchema } from '@portal/contract/article-documents';
import { z } from 'zod/mini';
import { pdfResponses, sendPdf } from '../../platform/http/pdf-reply.ts';
import { idParams } from '../../platform/http/record-id.ts';
import { ok, okResponse } from '../../platform/http/response-envelope.ts';
import type { RoutePlugin } from '../../platform/http/route-plugin.ts';
import type { ArticleDocumentService } from './article-document-service.ts';

export const articleDocumentRoutes: RoutePlugin<{
  articleDocuments: ArticleDocumentService;
}> = async (app, { services }) => {
  const { articleDocuments } = services;

  app.get(
    '/articleDocuments',
    {
      schema: {
        querystring: z.strictObject({}),
        response: okResponse(z.array(articleDocumentSchema)),
      },
    },
    async (request) => ok(await articleDocuments.list(request.scope)),
  );

  app.get(
    '/articleDocuments/:id',
    {
      schema: {
        params: idParams,
        querystring: z.strictObject({}),
        response: pdfResponses,
      },
    },
    async (request, reply) =>
      sendPdf(reply, await articleDocuments.file(request.scope, request.params.id)),
  );
};
