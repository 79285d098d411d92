// Changing the password on the account page (decision 079): the current password, the new one
// twice with the contract's strength rule. On success the fields empty and the card says how many
// other devices were signed out; this one stays signed in. A wrong current password is shown on
// its field, like every validation error the server names.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { newPasswordSchema } from '@portal/contract/identity';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { SectionCard } from '../../../components/section-card';
import { useFormFields } from '../../../hooks/use-form-fields';
import { ApiRequestError, errorKeyOf } from '../../../lib/api-error';
import { type FieldErrors, translateIssue } from '../../../lib/validation-messages';
import { useChangePassword } from '../api/change-password';

type PasswordFormField = 'currentPassword' | 'newPassword' | 'repeatPassword';

const empty = (): Record<PasswordFormField, string> => ({
  currentPassword: '',
  newPassword: '',
  repeatPassword: '',
});

/** What the form itself can tell before asking the server. */
function checkLocally(
  t: ReturnType<typeof useTranslation>['t'],
  values: Record<PasswordFormField, string>,
): FieldErrors<PasswordFormField> {
  const errors: FieldErrors<PasswordFormField> = {};
  if (values.currentPassword === '')
    errors.currentPassword = t('common:validation.passwordRequired');
  const checked = newPasswordSchema.safeParse(values.newPassword);
  if (values.newPassword === '') errors.newPassword = t('common:validation.passwordRequired');
  else if (!checked.success) {
    const [issue] = checked.error.issues;
    if (issue) errors.newPassword = translateIssue(t, 'newPassword', { message: issue.message });
  } else if (values.repeatPassword !== values.newPassword) {
    errors.repeatPassword = t('common:validation.passwordsDiffer');
  }
  return errors;
}

export function PasswordCard({ email }: { email: string }) {
  const { t } = useTranslation(['pages', 'common']);
  const formId = useId();
  const change = useChangePassword();
  const [signedOut, setSignedOut] = useState<number | undefined>(undefined);
  const { form, values, setValues, errors, setErrors, showErrors, bind } =
    useFormFields<PasswordFormField>(empty);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSignedOut(undefined);
    const local = checkLocally(t, values);
    if (Object.keys(local).length > 0) {
      showErrors(local);
      return;
    }
    setErrors({});
    const { currentPassword, newPassword } = values;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ otherSessionsEnded }) => {
          setValues(empty());
          setSignedOut(otherSessionsEnded);
        },
        onError: (error) => {
          if (!(error instanceof ApiRequestError)) return;
          const next: FieldErrors<PasswordFormField> = {};
          for (const [field, message] of Object.entries(error.fieldErrors)) {
            if (field === 'currentPassword' || field === 'newPassword') {
              next[field] = translateIssue(t, field, { message });
            }
          }
          if (Object.keys(next).length > 0) showErrors(next);
        },
      },
    );
  };

  const field = (name: PasswordFormField, autoComplete: string) => ({
    ...bind(name),
    id: `${formId}-${name}`,
    label: t(`common:fields.${name}`),
    autoComplete,
    helperText: errors[name],
    required: true,
    fullWidth: true,
  });
  const fieldless =
    change.isError &&
    !(change.error instanceof ApiRequestError && Object.keys(change.error.fieldErrors).length > 0);

  return (
    <SectionCard title={t('pages:account.password.title')}>
      <Typography sx={{ color: 'text.secondary', mb: 2.5 }}>
        {t('pages:account.password.intro')}
      </Typography>
      <Box component="form" ref={form} noValidate onSubmit={submit}>
        <Stack spacing={2.5}>
          {fieldless && <Alert severity="error">{t(errorKeyOf(change.error))}</Alert>}
          {signedOut !== undefined && (
            <Alert severity="success" role="status">
              {t('pages:account.password.changed', { count: signedOut })}
            </Alert>
          )}
          {/* For password managers: which account this new password belongs to. */}
          <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
          <PasswordField {...field('currentPassword', 'current-password')} />
          <PasswordField
            {...field('newPassword', 'new-password')}
            helperText={errors.newPassword ?? t('common:validation.passwordRule')}
          />
          <PasswordField {...field('repeatPassword', 'new-password')} />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button
              type="submit"
              variant="contained"
              loading={change.isPending}
              sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 200 } }}
            >
              {t('pages:account.password.submit')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </SectionCard>
  );
}
