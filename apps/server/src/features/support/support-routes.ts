// Support tickets of spec §7 (feature support): GET issues/, GET issues/{id}/messages,
// GET issues/issuesTypes, POST issues/create, POST issues/{id}/emails/sendMessage and
// POST issues/{id}/file (multipart photos), plus the photos themselves for their owner:
// GET issues/{id}/files/{photoId} and .../thumbnail. GET issues/statuses is a public status list
// (status-lists-route.ts).
import fastifyMultipart from '@fastify/multipart';
import { errorEnvelopeSchema } from '@portal/contract/envelope';
import { recordId } from '@portal/contract/record-id';
import {
  createdTicketSchema,
  createTicketBodySchema,
  sendMessageBodySchema,
  TICKET_PHOTO_MAX_BYTES,
  TICKET_PHOTOS_PER_UPLOAD,
  TICKET_TEXT_MAX,
  ticketMessageSchema,
  ticketSchema,
  ticketTypeSchema,
  uploadedPhotosSchema,
} from '@portal/contract/support';
import { Feature } from '@portal/domain/feature';
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { requireFeature } from '../../platform/http/feature-gate.ts';
import { idempotencyKeyHeaders } from '../../platform/http/idempotency-key.ts';
import { errorResponses, ok, okResponse } from '../../platform/http/response-envelope.ts';
import type { RoutePlugin } from '../../platform/http/route-plugin.ts';
import { photoForm, readPhotoForm } from './photo-form.ts';
import type { SupportService } from './support-service.ts';

const noQuery = z.strictObject({});
const ticketParams = z.strictObject({ id: recordId });
const photoParams = z.strictObject({ id: recordId, photoId: recordId });
const photoResponses = { 200: z.instanceof(Buffer), ...errorResponses } as const;

function sendPhoto(
  reply: FastifyReply,
  photo: { bytes: Buffer; contentType: string; name: string },
) {
  return (
    reply
      .header('Content-Type', photo.contentType)
      .header('Content-Disposition', `inline; filename="${encodeURIComponent(photo.name)}"`)
      .header('X-Content-Type-Options', 'nosniff')
      // A photo never changes under its address; only its owner's browser may keep it.
      .header('Cache-Control', 'private, max-age=86400, immutable')
      .send(photo.bytes)
  );
}

export const supportRoutes: RoutePlugin<{ support: SupportService }> = async (
  app,
  { services },
) => {
  requireFeature(app, Feature.Support);
  const support = services.support;

  app.get(
    '/issues/',
    { schema: { querystring: noQuery, response: okResponse(z.array(ticketSchema)) } },
    async (request) => ok(await support.list(request.scope)),
  );

  app.get(
    '/issues/issuesTypes',
    { schema: { querystring: noQuery, response: okResponse(z.array(ticketTypeSchema)) } },
    async (request) => ok(await support.types(request.scope)),
  );

  app.get(
    '/issues/:id/messages',
    {
      schema: {
        params: ticketParams,
        querystring: noQuery,
        response: okResponse(z.array(ticketMessageSchema)),
      },
    },
    async (request) => ok(await support.messages(request.scope, request.params.id)),
  );

  app.post(
    '/issues/create',
    {
      schema: {
        querystring: noQuery,
        headers: idempotencyKeyHeaders,
        body: createTicketBodySchema,
        response: { ...okResponse(createdTicketSchema), 409: errorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(await support.create(request.scope, request.body, request.headers['idempotency-key'])),
  );

  app.post(
    '/issues/:id/emails/sendMessage',
    {
      schema: {
        params: ticketParams,
        querystring: noQuery,
        body: sendMessageBodySchema,
        response: { ...okResponse(ticketMessageSchema), 409: errorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(await support.sendMessage(request.scope, request.params.id, request.body.message)),
  );

  app.get(
    '/issues/:id/files/:photoId',
    { schema: { params: photoParams, querystring: noQuery, response: photoResponses } },
    async (request, reply) =>
      sendPhoto(
        reply,
        await support.photo(
          request.scope,
          { ticketId: request.params.id, fileId: request.params.photoId },
          'full',
        ),
      ),
  );

  app.get(
    '/issues/:id/files/:photoId/thumbnail',
    { schema: { params: photoParams, querystring: noQuery, response: photoResponses } },
    async (request, reply) =>
      sendPhoto(
        reply,
        await support.photo(
          request.scope,
          { ticketId: request.params.id, fileId: request.params.photoId },
          'thumbnail',
        ),
      ),
  );

  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    await uploads.register(fastifyMultipart, {
      limits: {
        files: TICKET_PHOTOS_PER_UPLOAD,
        fileSize: TICKET_PHOTO_MAX_BYTES,
        fields: 2,
        fieldSize: TICKET_TEXT_MAX * 4,
        parts: TICKET_PHOTOS_PER_UPLOAD + 2,
      },
    });
    uploads.post(
      '/issues/:id/file',
      {
        config: { multipart: photoForm, heavyUpload: true },
        // Photos as a phone takes them: room for ten of them beside the multipart framing.
        bodyLimit: TICKET_PHOTOS_PER_UPLOAD * TICKET_PHOTO_MAX_BYTES + 1024 * 1024,
        schema: {
          params: ticketParams,
          querystring: noQuery,
          response: {
            ...okResponse(uploadedPhotosSchema),
            409: errorEnvelopeSchema,
            413: errorEnvelopeSchema,
            415: errorEnvelopeSchema,
          },
        },
      },
      async (request) => {
        // The ticket is checked before the photos are read: another customer's ticket or a
        // closed one is refused without decoding anything.
        await support.assertOpen(request.scope, request.params.id);
        const form = await readPhotoForm(request);
        return ok(await support.addPhotos(request.scope, request.params.id, form));
      },
    );
  });
};
