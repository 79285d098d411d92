// The friend's form on the referral page: name, e-mail, phone, postal code and the
// consent to be contacted, checked with the contract's schema before sending (the server checks
// the same). An address the company already knows is said at the e-mail field; too many tries
// and other failures above the form.
import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { ErrorCode } from '@portal/contract/error-code';
import { referralLeadSchema } from '@portal/contract/loyalty';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormFields } from '../../../hooks/use-form-fields';
import { ApiRequestError, errorKeyOf } from '../../../lib/api-error';
import { fieldErrorsOf } from '../../../lib/validation-messages';
import { useSendReferral } from '../api/send-referral';

type TextName = 'name' | 'email' | 'phone' | 'postalCode';

const empty = () => ({ name: '', email: '', phone: '', postalCode: '' });

export function ReferralForm({
  code,
  company,
  onSent,
}: {
  code: string;
  company: string;
  onSent: () => void;
}) {
  const { t } = useTranslation(['loyalty', 'common']);
  const send = useSendReferral(code);
  const { form, values, errors, setErrors, showErrors, bind } = useFormFields<TextName>(empty);
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = referralLeadSchema.safeParse({ ...values, consent });
    if (!parsed.success) {
      const { consent: refused, ...found } = fieldErrorsOf<TextName | 'consent'>(t, parsed.error);
      setConsentError(refused && t('loyalty:form.consentRequired'));
      showErrors(found);
      return;
    }
    setErrors({});
    setConsentError(undefined);
    send.mutate(parsed.data, {
      onSuccess: onSent,
      onError: (error) => {
        if (error instanceof ApiRequestError && error.code === ErrorCode.Conflict) {
          showErrors({ email: t('loyalty:form.known', { company }) });
        }
      },
    });
  };

  const text = (name: TextName, autoComplete: string, inputMode?: 'email' | 'tel' | 'numeric') => ({
    ...bind(name),
    id: `referral-${name}`,
    label: t(`common:fields.${name}`),
    autoComplete,
    helperText: errors[name],
    required: true,
    fullWidth: true,
    slotProps: { htmlInput: inputMode ? { inputMode } : {} },
  });

  const failure =
    send.error instanceof ApiRequestError && send.error.code === ErrorCode.Conflict
      ? undefined
      : send.error;
  return (
    <Box
      component="form"
      ref={form}
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      {failure && (
        <Alert severity="error">
          {failure instanceof ApiRequestError && failure.code === ErrorCode.RateLimited
            ? t('loyalty:form.tooMany')
            : t(errorKeyOf(failure))}
        </Alert>
      )}
      <TextField {...text('name', 'name')} />
      <TextField {...text('email', 'email', 'email')} type="email" />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <TextField {...text('phone', 'tel', 'tel')} type="tel" />
        <TextField {...text('postalCode', 'postal-code', 'numeric')} />
      </Box>
      <FormControl error={Boolean(consentError)} required>
        <FormControlLabel
          control={
            <Checkbox
              checked={consent}
              onChange={(event) => {
                setConsent(event.target.checked);
                setConsentError(undefined);
              }}
              slotProps={{
                input: {
                  'aria-invalid': Boolean(consentError),
                  'aria-describedby': consentError ? 'referral-consent-error' : undefined,
                },
              }}
            />
          }
          label={t('loyalty:form.consent', { company })}
          sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 } }}
        />
        {consentError && (
          <FormHelperText id="referral-consent-error" sx={{ mx: 0 }}>
            {consentError}
          </FormHelperText>
        )}
      </FormControl>
      <Button
        type="submit"
        variant="contained"
        loading={send.isPending}
        startIcon={<SendOutlined />}
        fullWidth
      >
        {t('loyalty:form.submit')}
      </Button>
    </Box>
  );
}
