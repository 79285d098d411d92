// POST /api/integration/v1/batch: the first synchronisation's many records of mixed kinds.
import {
  batchRecordSchema,
  batchRequestSchema,
  batchResultSchema,
  MAX_BATCH_RECORDS,
} from '@portal/contract/integration/batch';
import { z } from 'zod/mini';
import { ok } from '../../../platform/http/response-envelope.ts';
import { PER_RECORD } from '../../../platform/scope/integration-scope.ts';
import type { IntegrationSync } from '../sync/integration-sync.ts';
import { integrationResponses } from './integration-responses.ts';
import type { IntegrationRoutePlugin } from './integration-route.ts';

/** 2,000 records with addresses and offer lines; PDFs belong in the single calls. */
const BATCH_BODY_LIMIT = 16 * 1024 * 1024;

/** What the reference shows the body to be: as the endpoint takes it, any value per record, so a
 * validating gateway passes a bad record on to be listed in data.rejected; the record shapes are
 * the first choice, for a reader and a generated client. */
const documentedRecord = z.union([batchRecordSchema, z.unknown()]).register(z.globalRegistry, {
  description:
    'A record of one kind (the shapes listed). Each is checked on its own: one that ' +
    'fits none is listed in data.rejected with its index, field and reason.',
});
const documentedBody = z.strictObject({
  records: z.array(documentedRecord).check(z.minLength(1), z.maxLength(MAX_BATCH_RECORDS)),
});

export const batchRoute: IntegrationRoutePlugin<{ integrationSync: IntegrationSync }> = async (
  app,
  { services },
) => {
  app.post(
    '/batch',
    {
      bodyLimit: BATCH_BODY_LIMIT,
      config: { integrationScope: PER_RECORD },
      schema: {
        summary: 'Apply many records of mixed kinds (the first synchronisation)',
        description:
          'Records are applied in order, each on its own, with the same rules as the single ' +
          'calls; each needs the write scope of its area. Every bad record is listed in ' +
          'data.rejected with its index, field and reason; the good ones are kept.',
        documentedBody,
        tags: ['batch'],
        querystring: z.strictObject({}),
        body: batchRequestSchema,
        response: integrationResponses(batchResultSchema),
      },
    },
    async (request) =>
      ok(await services.integrationSync.batch.apply(request.integration, request.body.records)),
  );
};
