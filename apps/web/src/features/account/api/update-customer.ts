// PATCH customers/me (decision 006): the account form; answers the saved customer. Validation
// errors (400) name their field (`body.postalCode`), shown on that field by the form.
import { type AccountUpdate, type Customer, customerSchema } from '@portal/contract/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { customerQueryOptions } from './get-customer';

export function updateCustomer(update: AccountUpdate): Promise<Customer> {
  return apiSend('PATCH', 'customers/me', update, customerSchema, { auth: true });
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  const { queryKey } = customerQueryOptions();
  return useMutation({
    mutationFn: updateCustomer,
    meta: { silent: true },
    onSuccess: async (customer) => {
      queryClient.setQueryData(queryKey, customer);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
