// Choosing a password (confirm registration, reset password): the account's e-mail shown read-only
// for password managers and for the customer, the new password twice, the strength rule of the
// contract (decision 006: at least 10 characters with a letter and a digit) as helper text.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { newPasswordSchema } from '@portal/contract/identity';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { ReadOnlyField } from '../../../components/read-only-field';
import { type FieldErrors, translateIssue } from '../../../lib/validation-messages';

type Field = 'password' | 'repeat';

export function NewPasswordForm({
  email,
  submitLabel,
  pending,
  error,
  onSubmit,
}: {
  email: string;
  submitLabel: string;
  pending: boolean;
  /** A failure of the last submit, shown above the fields. */
  error?: ReactNode;
  onSubmit: (password: string) => void;
}) {
  const { t } = useTranslation('common');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors<Field> = {};
    const checked = newPasswordSchema.safeParse(password);
    if (password === '') next.password = t('validation.passwordRequired');
    else if (!checked.success) {
      const [issue] = checked.error.issues;
      if (issue) next.password = translateIssue(t, 'password', { message: issue.message });
    }
    if (!next.password && repeat !== password) next.repeat = t('validation.passwordsDiffer');
    setErrors(next);
    if (!next.password && !next.repeat) onSubmit(password);
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2.5}>
        {error}
        <ReadOnlyField
          label={t('fields.email')}
          name="username"
          autoComplete="username"
          value={email}
          fullWidth
        />
        <PasswordField
          label={t('fields.newPassword')}
          name="new-password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(errors.password)}
          helperText={errors.password ?? t('validation.passwordRule')}
          required
          fullWidth
        />
        <PasswordField
          label={t('fields.repeatPassword')}
          name="repeat-password"
          autoComplete="new-password"
          value={repeat}
          onChange={(event) => setRepeat(event.target.value)}
          error={Boolean(errors.repeat)}
          helperText={errors.repeat}
          required
          fullWidth
        />
        <Button type="submit" variant="contained" fullWidth loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
