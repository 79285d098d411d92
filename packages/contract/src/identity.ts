// Identity and account calls (spec §3 Customer, §5, §7 auth/me and customers/me). The spec leaves
// the login, registration, password-reset and account-editing calls "not shown": these are ours
// (docs/decisions/006-identity.md).
import { z } from 'zod';
import { languageSchema } from './portal.ts';

/** GET auth/me: the client stores customerIds as `id` and lower-cases languageCode into the locale. */
export const authMeSchema = z.object({
  customerIds: z.number().int(),
  email: z.email(),
  languageCode: z.string(),
  countryCode: z.string(),
});
export type AuthMe = z.infer<typeof authMeSchema>;

export const customerSchema = z.object({
  id: z.number().int(),
  email: z.email(),
  firstName: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  languageCode: languageSchema,
  countryCode: z.string(),
  streetAndNumber: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
});
export type Customer = z.infer<typeof customerSchema>;

const required = (field: string) => z.string().trim().min(1, `${field} is required`);

/** PATCH customers/me: the account form (e-mail is read-only). Messages follow spec §5. */
export const accountUpdateSchema = z.strictObject({
  firstName: required('First name').max(100),
  name: required('Name').max(100),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ./()-]{8,20}$/, 'Phone number is not valid')
    .nullable(),
  languageCode: languageSchema,
  streetAndNumber: required('Street and number').max(200),
  postalCode: z
    .string()
    .trim()
    .regex(/^[0-9]{4}$/, 'Postal code is not valid'),
  city: required('City').max(100),
});
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;

/** Login form of the provider's interaction screen (spec §5 messages). */
export const loginSchema = z.strictObject({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Email is not valid')),
  password: z.string().min(1, 'Password is required'),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Minimum strength: 10 characters with at least a letter and a digit (decision 006). */
export const newPasswordSchema = z
  .string()
  .min(10, 'Password must be at least 10 characters')
  .max(200)
  .regex(/[A-Za-z]/, 'Password must contain a letter')
  .regex(/[0-9]/, 'Password must contain a digit');

export const setPasswordSchema = z.strictObject({
  token: z.string().min(20).max(200),
  password: newPasswordSchema,
});
export const forgotPasswordSchema = z.strictObject({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Email is not valid')),
});
export const linkStateSchema = z.object({
  email: z.email(),
  state: z.enum(['valid']),
});

/** POST auth/registration/resend: a fresh invitation for the customer of an (expired) link. */
export const linkTokenSchema = z.strictObject({ token: z.string().min(20).max(200) });
/** Answer of the registration and password calls: the e-mail address of the account concerned. */
export const accountEmailSchema = z.object({ email: z.email() });
