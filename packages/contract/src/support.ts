// Support tickets of spec §3, §5 and §7 (feature support): the ticket list, a ticket's thread of
// messages with their photos, the ticket types, and what the customer sends: a new ticket, a
// message, photos. The ticket form's fields are all mandatory (spec §5: 'This field is
// mandatory') except the installation and the photos.
import { z } from 'zod/mini';
import { MAX_RECORD_ID } from './record-id.ts';

/** Spec §5's message for every empty field of the ticket form. */
export const MANDATORY = 'This field is mandatory';

/** Longest title, and longest description or message, in characters. */
export const TICKET_TITLE_MAX = 200;
export const TICKET_TEXT_MAX = 5000;

/** What a phone's camera or gallery gives: JPEG, PNG, WebP and HEIC/HEIF (decision 033). */
export const TICKET_PHOTO_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
] as const;
export type TicketPhotoType = (typeof TICKET_PHOTO_TYPES)[number];

/** Largest photo as uploaded (spec §5 leaves the value open; decision 033). The browser
 * downscales before uploading, so this only meets a photo the browser could not decode. */
export const TICKET_PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** Photos in one upload. */
export const TICKET_PHOTOS_PER_UPLOAD = 10;

const mandatoryText = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, MANDATORY), z.maxLength(max));
const optionalId = z.optional(z.nullable(z.int().check(z.positive(), z.maximum(MAX_RECORD_ID))));

/** POST issues/create (spec §7): problemTitle, problem, orderId, offerId, typeId. */
export const createTicketBodySchema = z.strictObject({
  problemTitle: mandatoryText(TICKET_TITLE_MAX),
  problem: mandatoryText(TICKET_TEXT_MAX),
  typeId: z.int(MANDATORY).check(z.positive(MANDATORY), z.maximum(MAX_RECORD_ID)),
  orderId: optionalId,
  offerId: optionalId,
});
export type CreateTicketBody = z.infer<typeof createTicketBodySchema>;

/** The new ticket's id (spec §7 "insertId"). */
export const createdTicketSchema = z.object({ insertId: z.int() });
export type CreatedTicket = z.infer<typeof createdTicketSchema>;

/** POST issues/{id}/emails/sendMessage: the body the spec leaves unshown (decision 034). */
export const sendMessageBodySchema = z.strictObject({ message: mandatoryText(TICKET_TEXT_MAX) });
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

/** A photo of a ticket: the full image and its thumbnail are served to the ticket's owner only. */
export const ticketFileSchema = z.object({
  id: z.int(),
  name: z.string(),
  contentType: z.string(),
  createdAt: z.string(),
});
export type TicketFile = z.infer<typeof ticketFileSchema>;

/** Spec §4: in progress, waiting for reply ("you have a message"), done. */
export const TicketState = ['inProgress', 'waitingForReply', 'done'] as const;
export type TicketState = (typeof TicketState)[number];

export const ticketSchema = z.object({
  id: z.int(),
  /** Spec §3's final flag: the status is the list's final one (closed tickets). */
  final: z.boolean(),
  statusId: z.int(),
  /** The status list's text, spaces as underscores (spec §3). */
  status: z.string(),
  state: z.enum(TicketState),
  problemTitle: z.string(),
  problem: z.string(),
  typeId: z.int(),
  /** The ticket type's name in the customer's language. */
  type: z.string(),
  /** The installation it concerns (spec §3: OrderID, OfferID), if any. */
  installation: z.nullable(
    z.object({ OrderID: z.nullable(z.int()), OfferID: z.nullable(z.int()) }),
  ),
  files: z.array(ticketFileSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketMessageSchema = z.object({
  id: z.int(),
  author: z.enum(['customer', 'company']),
  /** The company's name (or its employee's) on a company message; null on the customer's. */
  authorName: z.nullable(z.string()),
  message: z.string(),
  createdAt: z.string(),
  files: z.array(ticketFileSchema),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketTypeSchema = z.object({ id: z.int(), name: z.string() });
export type TicketType = z.infer<typeof ticketTypeSchema>;

/** POST issues/{id}/file: the message the photos were added with, and the photos. */
export const uploadedPhotosSchema = z.object({
  messageId: z.int(),
  files: z.array(ticketFileSchema),
});
export type UploadedPhotos = z.infer<typeof uploadedPhotosSchema>;

/** The optional text sent with photos (multipart field `message`). */
export const photoFieldsSchema = z.strictObject({
  message: z.optional(z.string().check(z.trim(), z.maxLength(TICKET_TEXT_MAX))),
});
