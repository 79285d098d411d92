// /account (spec §2, auth): the customer's details. A saved language becomes the session's
// locale (the User entry) and the interface switches to it at once.
import type { Customer } from '@portal/contract/identity';
import { AccountDetails } from '../../features/account/components/account-details';
import { updateStoredUser } from '../../features/auth/session';
import { switchLanguage } from '../../lib/i18n';

function onSaved(customer: Customer): void {
  updateStoredUser({ languageCode: customer.languageCode });
  void switchLanguage(customer.languageCode);
}

export default function AccountRoute() {
  return <AccountDetails onSaved={onSaved} />;
}
