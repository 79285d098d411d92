// The integration events (decision 055): what the customer did that the installer's
// back office must hear of, as posted to the tenant's webhook (Standard Webhooks) and listed by
// `GET /api/integration/v1/events?after=…`. One schema per event type for its `data`; the
// envelope is the same for all. Ids are the portal's; `externalId` is the back office's own id of
// the entity when it has given one (null otherwise).
import { z } from 'zod/mini';
import { MAX_RECORD_ID } from '../record-id.ts';

const at = z.iso.datetime({ offset: true });
const id = z.int().check(z.positive());

const offerSigned = z.object({
  customerId: id,
  offerId: id,
  versionNumber: z.int().check(z.positive()),
  signedAt: at,
  /** SHA-256 (hex) of the offer PDF as shown to the customer when they signed. */
  offerPdfSha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  /** The signed PDF (the shown PDF, the signature, the audit page), for an integration token
   * with `sales:read`. */
  signedPdfUrl: z.url(),
});

const upsellRequested = z.object({
  customerId: id,
  offerId: id,
  upsellId: id,
  type: z.string(),
  name: z.string(),
  requestedAt: at,
});

const orderSigned = z.object({
  customerId: id,
  orderId: id,
  deliveryId: id,
  signedAt: at,
  /** Signing the order's delivery document records the handover (oplevering). */
  handoverDone: z.literal(true),
});

const deliveryConfirmed = z.object({
  customerId: id,
  deliveryId: id,
  orderId: id,
  /** The planned moment the customer confirmed. */
  plannedDate: z.nullable(z.string()),
  confirmedAt: at,
});

const deliveryDocumentSigned = z.object({
  customerId: id,
  deliveryId: id,
  orderId: id,
  remarks: z.string(),
  sepaLoan: z.boolean(),
  signedAt: at,
});

const gridOperatorRegistrationSubmitted = z.object({
  customerId: id,
  requestId: id,
  installationId: id,
  orderId: z.nullable(id),
  operator: z.string(),
  /** What the installer registers with: the customer's national number (11 digits). */
  nationalRegistrationNumber: z.string().check(z.regex(/^\d{11}$/)),
  inspectionCertificateNumber: z.string(),
  submittedAt: at,
});

const ticketCreated = z.object({
  customerId: id,
  ticketId: id,
  typeId: z.int(),
  problemTitle: z.string(),
  problem: z.string(),
  offerId: z.nullable(id),
  orderId: z.nullable(id),
  createdAt: at,
});

const ticketMessage = z.object({
  customerId: id,
  ticketId: id,
  messageId: id,
  message: z.string(),
  sentAt: at,
});

const photoAdded = z.object({
  customerId: id,
  ticketId: id,
  messageId: id,
  /** The text sent with the photos (may be empty). */
  message: z.string(),
  photos: z
    .array(z.object({ fileId: id, name: z.string(), contentType: z.string() }))
    .check(z.minLength(1)),
  addedAt: at,
});

const surveyAnswered = z.object({
  customerId: id,
  orderId: id,
  installationId: id,
  /** Score per question key of the tenant's survey. */
  scores: z.record(z.string(), z.number()),
  comment: z.nullable(z.string()),
  answeredAt: at,
});

const referralLead = z.object({
  /** The customer who referred the friend. */
  customerId: id,
  referralId: id,
  friend: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.nullable(z.string()),
    postalCode: z.nullable(z.string()),
  }),
  consentAt: at,
});

const accountConfirmed = z.object({
  customerId: id,
  email: z.string(),
  confirmedAt: at,
});

/** The customer erased their account (decision 098): what is kept, locked, and until when. The
 * data names no one: the installer erases the customer in its own systems by the ids. */
const accountErased = z.object({
  customerId: id,
  erasedAt: at,
  kept: z.array(
    z.object({
      kind: z.enum(['invoice', 'signed-offer', 'signed-order']),
      id,
      reference: z.string(),
      keptUntil: z.string(),
    }),
  ),
});

/** Each event type with the schema of its data and the kind of entity it is about. */
export const INTEGRATION_EVENTS = {
  'offer.signed': { entity: 'offer', data: offerSigned },
  'upsell.requested': { entity: 'offer', data: upsellRequested },
  'order.signed': { entity: 'order', data: orderSigned },
  'delivery.confirmed': { entity: 'delivery', data: deliveryConfirmed },
  'delivery.document-signed': { entity: 'delivery', data: deliveryDocumentSigned },
  'grid-operator.registration-submitted': {
    entity: 'gridOperatorRequest',
    data: gridOperatorRegistrationSubmitted,
  },
  'ticket.created': { entity: 'ticket', data: ticketCreated },
  'ticket.message': { entity: 'ticket', data: ticketMessage },
  'ticket.photo-added': { entity: 'ticket', data: photoAdded },
  'survey.answered': { entity: 'order', data: surveyAnswered },
  'referral.lead': { entity: 'referral', data: referralLead },
  'account.confirmed': { entity: 'customer', data: accountConfirmed },
  'account.erased': { entity: 'customer', data: accountErased },
} as const;

type Events = typeof INTEGRATION_EVENTS;
export type IntegrationEventType = keyof Events;
export const INTEGRATION_EVENT_TYPES = Object.keys(INTEGRATION_EVENTS) as IntegrationEventType[];
export type IntegrationEntityKind = Events[IntegrationEventType]['entity'];
/** The data of one event type. */
export type IntegrationEventData<T extends IntegrationEventType> = z.infer<Events[T]['data']>;

const entityKinds = [
  ...new Set(Object.values(INTEGRATION_EVENTS).map((event) => event.entity)),
] as [IntegrationEntityKind, ...IntegrationEntityKind[]];

export const integrationEntitySchema = z.object({
  kind: z.enum(entityKinds),
  id,
  /** The back office's own id of the entity, once it has given one. */
  externalId: z.nullable(z.string()),
});

/** The name an event type goes by on the wire: Standard Webhooks recommends `[a-zA-Z0-9_.]`, so
 * the hyphens of the stored names become underscores (`ticket.photo-added` → `ticket.photo_added`). */
export type IntegrationEventWireType<T extends string> = T extends `${infer Head}-${infer Tail}`
  ? IntegrationEventWireType<`${Head}_${Tail}`>
  : T;

export function wireTypeOf<T extends IntegrationEventType>(type: T): IntegrationEventWireType<T> {
  return type.replaceAll('-', '_') as IntegrationEventWireType<T>;
}

function envelope<T extends IntegrationEventType, D extends Events[T]['data']>(type: T, data: D) {
  return z.object({
    /** Monotonic per tenant: the cursor (`after`), and the webhook's id is `evt_{id}`. */
    id,
    type: z.literal(wireTypeOf(type)),
    /** The type's name before it followed Standard Webhooks (hyphens): kept for one release so
     * a receiver that matches on it goes on working until it switches to `type`. */
    legacyType: z.literal(type),
    /** When it happened (Standard Webhooks' envelope field). */
    timestamp: at,
    /** The same as `timestamp`, under its name before Standard Webhooks: kept for one release. */
    occurredAt: at,
    entity: integrationEntitySchema,
    data,
  });
}

/** One event, as posted to the webhook (the body) and listed by the cursor. */
export const integrationEventSchema = z.discriminatedUnion('type', [
  envelope('offer.signed', offerSigned),
  envelope('upsell.requested', upsellRequested),
  envelope('order.signed', orderSigned),
  envelope('delivery.confirmed', deliveryConfirmed),
  envelope('delivery.document-signed', deliveryDocumentSigned),
  envelope('grid-operator.registration-submitted', gridOperatorRegistrationSubmitted),
  envelope('ticket.created', ticketCreated),
  envelope('ticket.message', ticketMessage),
  envelope('ticket.photo-added', photoAdded),
  envelope('survey.answered', surveyAnswered),
  envelope('referral.lead', referralLead),
  envelope('account.confirmed', accountConfirmed),
  envelope('account.erased', accountErased),
]);
export type IntegrationEvent = z.infer<typeof integrationEventSchema>;

/** `GET /api/integration/v1/events?after=&limit=`: the query (nothing else). */
export const integrationEventQuerySchema = z.strictObject({
  /** The last id already seen (0 or absent: from the start). */
  after: z._default(
    // Event ids are PostgreSQL integers: a larger cursor is a 400, not a database error.
    z.coerce.number().check(z.int(), z.minimum(0), z.maximum(MAX_RECORD_ID)),
    0,
  ),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500)), 100),
});

/** The answer: events in id order, and the cursor to ask with next (`after`). With no events,
 * `next` is the `after` asked with: ask again later. */
export const integrationEventPageSchema = z.object({
  events: z.array(integrationEventSchema),
  next: z.int().check(z.minimum(0)),
});
export type IntegrationEventPage = z.infer<typeof integrationEventPageSchema>;
