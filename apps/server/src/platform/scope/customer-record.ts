// A customer of a tenant as the server passes it on: loaded once per request when the request
// scope is built (platform/scope/request-scope.ts), and by the services that look customers up.
import type { Language } from '@portal/contract/portal';

export interface CustomerRecord {
  id: number;
  tenantId: number;
  email: string;
  firstName: string;
  name: string;
  phone: string | null;
  languageCode: Language;
  countryCode: string;
  streetAndNumber: string | null;
  postalCode: string | null;
  city: string | null;
  nationalRegistrationNumber: string | null;
  createdAt: string;
  updatedAt: string;
  /** Raised by the database whenever a row behind the customer's installations changes: an
   * answer written from those rows holds while this number is the same (decision 022). */
  dataVersion: number;
  /** Set once the account is erased: the customer can no longer sign in (decision 098). */
  erasedAt: string | null;
}
