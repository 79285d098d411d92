// Invoices (with the invoice PDF) and their payment by the back office's ids.
import {
  integrationInvoiceSchema,
  invoicePaymentSchema,
  invoiceUpsertSchema,
} from '@portal/contract/integration/billing';
import { externalIdParams } from '@portal/contract/integration/common';
import { z } from 'zod/mini';
import { ok } from '../../../platform/http/response-envelope.ts';
import type { IntegrationSync } from '../sync/integration-sync.ts';
import { integrationResponses, PDF_BODY_LIMIT } from './integration-responses.ts';
import type { IntegrationRoutePlugin } from './integration-route.ts';

const tags = ['invoices'];
const noQuery = z.strictObject({});

export const billingRoutes: IntegrationRoutePlugin<{ integrationSync: IntegrationSync }> = async (
  app,
  { services },
) => {
  const billing = services.integrationSync.billing;

  app.put(
    '/invoices/:externalId',
    {
      bodyLimit: PDF_BODY_LIMIT,
      config: { integrationScope: 'billing:write' },
      schema: {
        summary: 'Create or update an invoice (with its PDF) of an order',
        description:
          'A new invoice notifies the customer (a prepayment invoice says so). Sent again, it ' +
          'corrects the invoice’s facts and tells nothing.',
        tags,
        params: externalIdParams,
        querystring: noQuery,
        body: invoiceUpsertSchema,
        response: integrationResponses(integrationInvoiceSchema),
      },
    },
    async (request) =>
      ok(await billing.upsertInvoice(request.integration, request.params.externalId, request.body)),
  );

  app.get(
    '/invoices/:externalId',
    {
      config: { integrationScope: 'billing:read' },
      schema: {
        summary: 'Read an invoice',
        tags,
        params: externalIdParams,
        querystring: noQuery,
        response: integrationResponses(integrationInvoiceSchema),
      },
    },
    async (request) => ok(await billing.getInvoice(request.integration, request.params.externalId)),
  );

  app.put(
    '/invoices/:externalId/payment',
    {
      config: { integrationScope: 'billing:write' },
      schema: {
        summary: 'Record the payment of an invoice',
        description: 'Open to paid, once; the same payment again answers the same.',
        tags,
        params: externalIdParams,
        querystring: noQuery,
        body: invoicePaymentSchema,
        response: integrationResponses(integrationInvoiceSchema),
      },
    },
    async (request) =>
      ok(await billing.payInvoice(request.integration, request.params.externalId, request.body)),
  );
};
