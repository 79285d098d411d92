// Building blocks of the integration API's schemas: the back office's own ids, dates,
// amounts and PDFs as they travel in JSON.
import { z } from 'zod/mini';

/** The back office's own id of a record: what `PUT …/{externalId}` names. Safe in a URL path. */
export const externalIdSchema = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(100),
    z.regex(/^[A-Za-z0-9._~:-]+$/, 'letters, digits and . _ ~ : - only'),
  );

export const externalIdParams = z.strictObject({ externalId: externalIdSchema });

/** A calendar day, `2026-11-21`. */
export const daySchema = z.iso.date();
/** An instant with its offset, `2026-11-21T09:00:00+01:00`. */
export const instantSchema = z.iso.datetime({ offset: true });

export const centsSchema = z.int().check(z.gte(-1_000_000_000), z.lte(1_000_000_000));

/** Trimmed text of 1 to `max` characters. */
export const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** Trimmed text of at most `max` characters, or null (the default). */
export const optionalText = (max: number) =>
  z._default(z.nullable(z.string().check(z.trim(), z.maxLength(max))), null);

/** The largest PDF the API takes, decoded: documents of a few pages with scans. */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;

/** A PDF as base64 (standard alphabet, padded) in the JSON body. */
export const pdfBase64Schema = z
  .string()
  .check(
    z.maxLength(Math.ceil(MAX_PDF_BYTES / 3) * 4, `at most ${MAX_PDF_BYTES} bytes once decoded`),
    z.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64 of a PDF'),
  );
