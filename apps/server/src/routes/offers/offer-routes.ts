// Every offer route, registered as one plugin (multipart parsing stays inside it).
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createFileStore } from '../../documents/file-store.ts';
import type { AccessTokenVerifier } from '../../plugins/authentication.ts';
import { offerFileRoute } from './offer-file-route.ts';
import { offerSignRoute } from './offer-sign-route.ts';
import { offerUpsellRoutes } from './offer-upsell-routes.ts';
import { offerVersionRoutes } from './offer-version-routes.ts';

export interface OfferRouteOptions {
  db: Kysely<Database>;
  verifyAccessToken: AccessTokenVerifier;
  clock: () => Date;
  dataDir: string;
}

export const offerRoutes: FastifyPluginAsync<OfferRouteOptions> = async (app, options) => {
  const { db, verifyAccessToken, clock } = options;
  const store = createFileStore(options.dataDir);
  await app.register(offerVersionRoutes, { db, verifyAccessToken, clock });
  await app.register(offerFileRoute, { db, verifyAccessToken, clock, store });
  await app.register(fastifyMultipart, {
    limits: { files: 1, fileSize: 2 * 1024 * 1024, fields: 4, fieldSize: 1024, parts: 5 },
  });
  await app.register(offerSignRoute, { db, verifyAccessToken, clock, store });
  await app.register(offerUpsellRoutes, { db, verifyAccessToken, clock, store });
};
