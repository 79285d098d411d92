// GET customers/me (spec §7): the signed-in customer's details for the account page.
import { type Customer, customerSchema } from '@portal/contract/identity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/query-keys';

export function getCustomer(signal?: AbortSignal): Promise<Customer> {
  return apiGet('customers/me', customerSchema, { auth: true, signal });
}

export const customerQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.me(),
    queryFn: ({ signal }) => getCustomer(signal),
    meta: { silent: true },
  });

export function useCustomer() {
  return useQuery(customerQueryOptions());
}
