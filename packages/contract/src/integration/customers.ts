// Customers as the back office writes them (`PUT /api/integration/v1/customers/{externalId}`) and
// reads them back.
import { isValidNationalNumber } from '@portal/domain/national-number';
import { z } from 'zod/mini';
import { languageSchema } from '../portal.ts';
import { externalIdSchema, optionalText, text } from './common.ts';

export const customerUpsertSchema = z.strictObject({
  email: z.email().check(z.maxLength(254)),
  firstName: text(100),
  name: text(100),
  phone: optionalText(40),
  /** The customer's language: of the portal, and of the invitation mail. */
  language: languageSchema,
  countryCode: z._default(
    z.string().check(z.regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2, e.g. BE')),
    'BE',
  ),
  streetAndNumber: optionalText(200),
  postalCode: optionalText(20),
  city: optionalText(100),
  nationalRegistrationNumber: z._default(
    z.nullable(
      z.string().check(z.refine(isValidNationalNumber, 'Invalid National Registration Number')),
    ),
    null,
  ),
});
export type CustomerUpsert = z.infer<typeof customerUpsertSchema>;

export const integrationCustomerSchema = z.object({
  externalId: externalIdSchema,
  email: z.string(),
  firstName: z.string(),
  name: z.string(),
  phone: z.nullable(z.string()),
  language: languageSchema,
  countryCode: z.string(),
  streetAndNumber: z.nullable(z.string()),
  postalCode: z.nullable(z.string()),
  city: z.nullable(z.string()),
  nationalRegistrationNumber: z.nullable(z.string()),
  /** The customer chose a password through the invitation (or a reset). */
  registered: z.boolean(),
});
export type IntegrationCustomer = z.infer<typeof integrationCustomerSchema>;

export const invitationSentSchema = z.object({ email: z.string() });
