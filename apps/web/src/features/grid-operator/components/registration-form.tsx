// The registration form, only while nothing was submitted (request status todo): the national
// registration number (checked with its check digits, spec §5) and the inspection certificate
// number, prefilled when the installer knows it. Sending queues the request with the installer;
// a server validation error is shown on the field it names, anything else in a snackbar.
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { NATIONAL_NUMBER_INVALID_MESSAGE } from '@portal/domain/national-number';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitRow } from '../../../components/submit-row';
import { useFormFields } from '../../../hooks/use-form-fields';
import { ApiRequestError } from '../../../lib/api-error';
import { apiFailureText } from '../../../lib/query-client';
import { showSnackbar } from '../../../lib/snackbar';
import { useSubmitGridOperator } from '../api/submit-grid-operator';
import {
  checkRegistration,
  isRegistrationField,
  type RegistrationField,
  type RegistrationValues,
} from '../lib/registration-values';
import { SectionCard } from './section-card';

type ShownErrors = Partial<Record<RegistrationField, string>>;

export function RegistrationForm({
  installationIndex,
  operator,
  certificateNumber,
}: {
  installationIndex: number;
  operator: string;
  /** The inspection certificate number the installer already knows (keuringCertificate). */
  certificateNumber: string | null;
}) {
  const { t } = useTranslation(['gridOperator', 'common']);
  const submit = useSubmitGridOperator(installationIndex);
  const { form, values, errors, setErrors, showErrors, bind } = useFormFields<RegistrationField>(
    (): RegistrationValues => ({
      nationalRegistrationNumber: '',
      inspectionCertificateNumber: certificateNumber ?? '',
    }),
  );

  const label = (field: RegistrationField) => t(`gridOperator:form.${field}`);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = checkRegistration(values);
    const shown: ShownErrors = {};
    for (const [field, problem] of Object.entries(problems)) {
      if (!isRegistrationField(field)) continue;
      shown[field] =
        problem === 'invalidNationalNumber'
          ? t('gridOperator:form.invalidNationalNumber')
          : t('common:validation.required', { field: label(field) });
    }
    if (Object.keys(shown).length > 0) {
      showErrors(shown);
      return;
    }
    setErrors({});
    submit.mutate(
      {
        nationalRegistrationNumber: values.nationalRegistrationNumber.trim(),
        inspectionCertificateNumber: values.inspectionCertificateNumber.trim(),
      },
      {
        onSuccess: () => showSnackbar('success', t('gridOperator:form.sent', { operator })),
        onError: (error) => {
          const byField: ShownErrors = {};
          if (error instanceof ApiRequestError) {
            for (const [field, message] of Object.entries(error.fieldErrors)) {
              if (!isRegistrationField(field)) continue;
              byField[field] =
                message === NATIONAL_NUMBER_INVALID_MESSAGE
                  ? t('gridOperator:form.invalidNationalNumber')
                  : t('common:validation.invalid');
            }
          }
          if (Object.keys(byField).length > 0) showErrors(byField);
          else showSnackbar('error', apiFailureText(error));
        },
      },
    );
  };

  const field = (name: RegistrationField) => ({
    ...bind(name),
    id: `grid-operator-${name}`,
    label: label(name),
    required: true,
    fullWidth: true,
  });

  return (
    <SectionCard
      id="grid-operator-form"
      title={t('gridOperator:form.title')}
      intro={t('gridOperator:form.intro', { operator })}
    >
      <Box
        component="form"
        ref={form}
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="grid-operator-form"
        sx={{ display: 'grid', gap: 2, mt: 2 }}
      >
        <TextField
          {...field('nationalRegistrationNumber')}
          autoComplete="off"
          placeholder={t('gridOperator:form.nationalNumberPlaceholder')}
          helperText={
            errors.nationalRegistrationNumber ?? t('gridOperator:form.nationalNumberHelp')
          }
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
        />
        <TextField
          {...field('inspectionCertificateNumber')}
          autoComplete="off"
          helperText={errors.inspectionCertificateNumber ?? t('gridOperator:form.certificateHelp')}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <SubmitRow label={t('gridOperator:form.submit')} pending={submit.isPending} />
      </Box>
    </SectionCard>
  );
}
