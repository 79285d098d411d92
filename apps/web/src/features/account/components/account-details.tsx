// The account page's content: the customer's details loaded from customers/me, then the form,
// then the password change.
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Customer } from '@portal/contract/identity';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { errorKeyOf } from '../../../lib/api-error';
import type { TenantLanguages } from '../../../lib/language-preference';
import { useCustomer } from '../api/get-customer';
import { AccountForm } from './account-form';
import { NotificationChoicesCard } from './notification-choices-card';
import { PasswordCard } from './password-card';

export function AccountDetails({
  languages,
  onSaved,
}: {
  /** The tenant's languages (the app reads them from the portal configuration). */
  languages: TenantLanguages;
  onSaved?: (customer: Customer) => void;
}) {
  const { t } = useTranslation(['pages', 'common']);
  const customer = useCustomer();
  if (customer.isPending) return <CentredSpinner />;
  if (customer.isError) {
    return (
      <EmptyState
        icon={ErrorOutlineOutlined}
        title={t('pages:account.loadFailedTitle')}
        text={t(errorKeyOf(customer.error))}
      >
        <Button variant="contained" onClick={() => void customer.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </EmptyState>
    );
  }
  return (
    <>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('pages:account.intro')}</Typography>
      <AccountForm
        key={customer.data.id}
        customer={customer.data}
        languages={languages}
        onSaved={onSaved}
      />
      <PasswordCard email={customer.data.email} />
      <NotificationChoicesCard />
    </>
  );
}
