// What other features, the top (app.ts, api.ts, services.ts), demo/ and the scripts use of offers:
// the offer routes and services, stored offer documents and signing idempotency. Everything else is
// the feature's own.
export {
  insertOfferDocument,
  OFFER_VERSION_OWNER,
  OfferPrintKind,
} from './offer-document-repository.ts';
export type { OfferDocumentService } from './offer-document-service.ts';
export { createOfferDocumentService } from './offer-document-service.ts';
export type { Commit } from './offer-idempotency.ts';
export { runOnce } from './offer-idempotency.ts';
export type { OfferUpsellService } from './offer-upsell-service.ts';
export { createOfferUpsellService } from './offer-upsell-service.ts';
export type { OfferVersionService } from './offer-version-service.ts';
export { createOfferVersionService } from './offer-version-service.ts';
export { offersDataSection } from './offers-data-section.ts';
export { offerRoutes } from './routes/offer-routes.ts';
export type { OfferSigningService } from './sign-offer.ts';
export { createOfferSigningService } from './sign-offer.ts';
export type { SignedOfferPdfs } from './signed-offer-pdf-files.ts';
export { createSignedOfferPdfs } from './signed-offer-pdf-files.ts';
