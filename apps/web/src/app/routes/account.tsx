// /account (spec §2, auth): the customer's details. A saved language becomes the session's
// locale (the User entry) and the interface switches to it at once. Below, the tracking answer,
// changeable here (decision 041), and this device's pushes, to turn on or off (decision 069).
// Last, the customer's own data: download it, or erase the account (decisions 097 and 098).
import type { Customer } from '@portal/contract/identity';
import { TrackingChoiceCard } from '../../components/consent/tracking-choice-card';
import { AccountDetails } from '../../features/account/components/account-details';
import { updateStoredUser } from '../../features/auth/session';
import { DataExportCard } from '../../features/my-data/components/data-export-card';
import { ErasureCard } from '../../features/my-data/components/erasure-card';
import { PushDeviceCard } from '../../features/notifications/components/push-device-card';
import { usePortalConfig } from '../../features/portal/api/get-portal-config';
import { useTagId } from '../../features/portal/api/get-tag-id';
import { tenantLanguagesOf } from '../../features/portal/lib/tenant-config';
import { switchLanguage } from '../../lib/i18n';
import { currentTenant } from '../../lib/tenant-host';

function onSaved(customer: Customer): void {
  updateStoredUser({ languageCode: customer.languageCode });
  void switchLanguage(customer.languageCode);
}

export default function AccountRoute() {
  const tagId = useTagId(currentTenant());
  const languages = tenantLanguagesOf(usePortalConfig());
  return (
    <>
      <AccountDetails languages={languages} onSaved={onSaved} />
      <PushDeviceCard />
      <TrackingChoiceCard tagId={tagId} />
      <DataExportCard />
      <ErasureCard />
    </>
  );
}
