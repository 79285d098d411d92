// The account form (spec §3 account fields; decision 006): first name, name, phone, language,
// street and number, postal code and city, the e-mail read-only. Validated with the contract's
// accountUpdateSchema before sending (the server validates with the same schema); a server
// validation error is shown on the field it names. Saving confirms with a snackbar.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { accountUpdateSchema, type Customer } from '@portal/contract/identity';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReadOnlyField } from '../../../components/read-only-field';
import { useFormFields } from '../../../hooks/use-form-fields';
import { ApiRequestError, errorKeyOf } from '../../../lib/api-error';
import { offeredLanguage, type TenantLanguages } from '../../../lib/language-preference';
import { showSnackbar } from '../../../lib/snackbar';
import { type FieldErrors, fieldErrorsOf, translateIssue } from '../../../lib/validation-messages';
import { useUpdateCustomer } from '../api/update-customer';
import {
  type AccountField,
  type AccountValues,
  updateInputOf,
  valuesOf,
} from '../lib/account-values';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '20px' }}>
      <Typography component="h2" variant="h3" sx={{ mb: 2.5 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Paper>
  );
}

const accountFields: readonly string[] = [
  'firstName',
  'name',
  'phone',
  'languageCode',
  'streetAndNumber',
  'postalCode',
  'city',
] satisfies AccountField[];

function isAccountField(field: string): field is AccountField {
  return accountFields.includes(field);
}

export function AccountForm({
  customer,
  languages,
  onSaved,
}: {
  customer: Customer;
  /** The tenant's languages: the only ones the select offers. */
  languages: TenantLanguages;
  /** After a successful save (the app updates the session's language). */
  onSaved?: (customer: Customer) => void;
}) {
  const { t } = useTranslation(['pages', 'common']);
  const update = useUpdateCustomer();
  // The language select offers the tenant's languages only (decision 056). A stored language the
  // tenant no longer offers is not kept as an extra choice: the tenant's default is preselected,
  // as the interface itself falls back to it, and saving the form stores it.
  const formValues = (of: Customer): AccountValues => ({
    ...valuesOf(of),
    languageCode: offeredLanguage(languages, of.languageCode),
  });
  const { form, values, setValues, errors, setErrors, showErrors, bind } =
    useFormFields<AccountField>((): AccountValues => formValues(customer));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = accountUpdateSchema.safeParse(updateInputOf(values));
    if (!parsed.success) {
      showErrors(fieldErrorsOf(t, parsed.error));
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setValues(formValues(saved));
        showSnackbar('success', t('pages:account.saved'));
        onSaved?.(saved);
      },
      onError: (error) => {
        if (!(error instanceof ApiRequestError)) return;
        const next: FieldErrors<AccountField> = {};
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (isAccountField(field)) next[field] = translateIssue(t, field, { message });
        }
        if (Object.keys(next).length > 0) showErrors(next);
      },
    });
  };

  const field = (name: AccountField, autoComplete: string, extra: object = {}) => ({
    ...bind(name),
    label: t(`common:fields.${name}`),
    autoComplete,
    helperText: errors[name],
    fullWidth: true,
    ...extra,
  });
  const unhandledError =
    update.isError &&
    !(update.error instanceof ApiRequestError && Object.keys(update.error.fieldErrors).length > 0);

  return (
    <Box component="form" ref={form} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      {unhandledError && <Alert severity="error">{t(errorKeyOf(update.error))}</Alert>}
      <Section title={t('pages:account.personal')}>
        <Grid size={12}>
          <ReadOnlyField
            name="email"
            label={t('common:fields.email')}
            value={customer.email}
            helperText={t('pages:account.emailHelp')}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('firstName', 'given-name')} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('name', 'family-name')} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('phone', 'tel', { type: 'tel' })} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...field('languageCode', 'language')}
            label={t('common:fields.language')}
            select
          >
            {languages.offered.map((language) => (
              <MenuItem key={language} value={language} lang={language}>
                {t(`common:language.${language}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      </Section>
      <Section title={t('pages:account.address')}>
        <Grid size={12}>
          <TextField {...field('streetAndNumber', 'street-address')} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            {...field('postalCode', 'postal-code', {
              slotProps: { htmlInput: { inputMode: 'numeric' } },
            })}
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <TextField {...field('city', 'address-level2')} required />
        </Grid>
      </Section>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          loading={update.isPending}
          sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 200 } }}
        >
          {t('pages:account.save')}
        </Button>
      </Box>
    </Box>
  );
}
