// Status lists of spec §3/§7. Offer items carry id and status; the others also flag initial/final.
import { z } from 'zod/mini';
import type { Language } from './portal.ts';

export const StatusListKind = ['offers', 'orders', 'deliveries', 'repairs', 'issues'] as const;
export type StatusListKind = (typeof StatusListKind)[number];

export const statusLangSchema = z.enum(['nl-BE', 'fr-BE', 'en-GB']);
export type StatusLang = z.infer<typeof statusLangSchema>;

/** The status lists' language for each portal language. */
export const STATUS_LANG: Record<Language, StatusLang> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB' };

export const offerStatusItemSchema = z.object({ id: z.int(), status: z.string() });
export const flaggedStatusItemSchema = z.extend(offerStatusItemSchema, {
  initial: z.boolean(),
  final: z.boolean(),
});
export type OfferStatusItem = z.infer<typeof offerStatusItemSchema>;
export type FlaggedStatusItem = z.infer<typeof flaggedStatusItemSchema>;
