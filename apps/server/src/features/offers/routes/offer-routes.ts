// Every offer route, registered as one plugin (multipart parsing stays inside it).
import fastifyMultipart from '@fastify/multipart';
import type { RoutePlugin } from '../../../platform/http/route-plugin.ts';
import type { OfferDocumentService } from '../offer-document-service.ts';
import type { OfferUpsellService } from '../offer-upsell-service.ts';
import type { OfferVersionService } from '../offer-version-service.ts';
import type { OfferSigningService } from '../sign-offer.ts';
import { offerFileRoute } from './offer-file-route.ts';
import { offerSignRoute } from './offer-sign-route.ts';
import { offerUpsellRoutes } from './offer-upsell-routes.ts';
import { offerVersionRoutes } from './offer-version-routes.ts';

export const offerRoutes: RoutePlugin<{
  offerVersions: OfferVersionService;
  offerDocuments: OfferDocumentService;
  offerSigning: OfferSigningService;
  offerUpsells: OfferUpsellService;
}> = async (app, options) => {
  await app.register(offerVersionRoutes, options);
  await app.register(offerFileRoute, options);
  await app.register(fastifyMultipart, {
    limits: { files: 1, fileSize: 2 * 1024 * 1024, fields: 4, fieldSize: 1024, parts: 5 },
  });
  await app.register(offerSignRoute, options);
  await app.register(offerUpsellRoutes, options);
};
