// The customer's own data (decisions 097 and 098): the archive of everything the portal holds on
// them, prepared in the background and mailed as a link that expires, and the erasure of the
// account, confirmed by a mailed link.
import { z } from 'zod/mini';

export const DATA_EXPORT_STATES = [
  'none',
  'queued',
  'running',
  'ready',
  'failed',
  'expired',
] as const;

/** GET/POST customers/me/data-export: the latest archive and how far it is. */
export const dataExportSchema = z.object({
  state: z.enum(DATA_EXPORT_STATES),
  /** Where the link goes once the archive is ready: the account's address. */
  email: z.string(),
  /** 0 to 100. */
  progress: z.int().check(z.minimum(0), z.maximum(100)),
  requestedAt: z.nullable(z.string()),
  readyAt: z.nullable(z.string()),
  /** Until when the mailed link works. */
  expiresAt: z.nullable(z.string()),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** The body of the two requests of the account page, which carry nothing: the signed-in
 * customer is the subject. */
export const noBodySchema = z.strictObject({});

/** The token of a mailed link: 43 base64url characters (32 random bytes). */
export const myDataTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid link'));

/** GET data-exports/download?token=: the archive itself. */
export const dataExportDownloadQuerySchema = z.strictObject({ token: myDataTokenSchema });

/** POST customers/me/erasure: the confirmation link is on its way. */
export const erasureRequestedSchema = z.object({
  email: z.string(),
  /** Until when the link can be used. */
  expiresAt: z.string(),
});
export type ErasureRequested = z.infer<typeof erasureRequestedSchema>;

/** POST account-erasures/confirm. */
export const erasureConfirmSchema = z.strictObject({ token: myDataTokenSchema });

export const KEPT_RECORD_KINDS = ['invoice', 'signed-offer', 'signed-order'] as const;

/** What erasure keeps, why, and until when (decision 098). */
export const keptRecordSchema = z.object({
  kind: z.enum(KEPT_RECORD_KINDS),
  id: z.int(),
  /** The invoice number or the offer's and order's reference, as the customer knows it. */
  reference: z.string(),
  /** The last day it is kept; then the installer deletes it. */
  keptUntil: z.string(),
});
export type KeptRecord = z.infer<typeof keptRecordSchema>;

export const erasureDoneSchema = z.object({
  erasedAt: z.string(),
  kept: z.array(keptRecordSchema),
});
export type ErasureDone = z.infer<typeof erasureDoneSchema>;
