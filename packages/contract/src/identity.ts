// Identity and account calls (spec §3 Customer, §5, §7 auth/me and customers/me). The spec leaves
// the login, registration, password-reset and account-editing calls "not shown": these are ours
// (docs/decisions/006-identity.md).
import { z } from 'zod/mini';
import { languageSchema } from './portal.ts';

/** GET auth/me: the client stores customerIds as `id` and lower-cases languageCode into the locale. */
export const authMeSchema = z.object({
  customerIds: z.int(),
  email: z.email(),
  languageCode: z.string(),
  countryCode: z.string(),
});
export type AuthMe = z.infer<typeof authMeSchema>;

export const customerSchema = z.object({
  id: z.int(),
  email: z.email(),
  firstName: z.string(),
  name: z.string(),
  phone: z.nullable(z.string()),
  languageCode: languageSchema,
  countryCode: z.string(),
  streetAndNumber: z.nullable(z.string()),
  postalCode: z.nullable(z.string()),
  city: z.nullable(z.string()),
});
export type Customer = z.infer<typeof customerSchema>;

/** A trimmed, non-empty text of at most `max` characters. */
const required = (field: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, `${field} is required`), z.maxLength(max));

/** PATCH customers/me: the account form (e-mail is read-only). Messages follow spec §5. */
export const accountUpdateSchema = z.strictObject({
  firstName: required('First name', 100),
  name: required('Name', 100),
  phone: z.nullable(
    z.string().check(z.trim(), z.regex(/^\+?[0-9 ./()-]{8,20}$/, 'Phone number is not valid')),
  ),
  languageCode: languageSchema,
  streetAndNumber: required('Street and number', 200),
  postalCode: z.string().check(z.trim(), z.regex(/^[0-9]{4}$/, 'Postal code is not valid')),
  city: required('City', 100),
});
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;

/** An e-mail address typed into a form: trimmed, then required, then checked (spec §5). */
const emailField = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'Email is required')),
  z.email('Email is not valid'),
);

/** Login form of the provider's interaction screen (spec §5 messages). */
export const loginSchema = z.strictObject({
  email: emailField,
  password: z.string().check(z.minLength(1, 'Password is required')),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Minimum strength: 10 characters with at least a letter and a digit (decision 006). */
export const newPasswordSchema = z
  .string()
  .check(
    z.minLength(10, 'Password must be at least 10 characters'),
    z.maxLength(200),
    z.regex(/[A-Za-z]/, 'Password must contain a letter'),
    z.regex(/[0-9]/, 'Password must contain a digit'),
  );

/** A signed-in customer's new password: the current one proves it is them (decision 079). */
export const passwordChangeSchema = z.strictObject({
  currentPassword: z.string().check(z.minLength(1, 'Password is required'), z.maxLength(200)),
  newPassword: newPasswordSchema,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
/** How many other sessions (devices and browsers) the change signed out. */
export const passwordChangedSchema = z.object({
  otherSessionsEnded: z.number().check(z.int(), z.nonnegative()),
});
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;

/** The token of a registration or password link. */
const linkToken = z.string().check(z.minLength(20), z.maxLength(200));

export const setPasswordSchema = z.strictObject({
  token: linkToken,
  password: newPasswordSchema,
});
export const forgotPasswordSchema = z.strictObject({
  email: emailField,
});
export const linkStateSchema = z.object({
  email: z.email(),
  state: z.enum(['valid']),
});

/** POST auth/registration/resend: a fresh invitation for the customer of an (expired) link. */
export const linkTokenSchema = z.strictObject({ token: linkToken });
/** Answer of the registration and password calls: the e-mail address of the account concerned. */
export const accountEmailSchema = z.object({ email: z.email() });
