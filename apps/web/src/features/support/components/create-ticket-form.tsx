// /support/createissue (spec §2, §5): problem title, description, ticket type, the installation it
// concerns (optional; sets orderId and offerId) and photos (optional), each empty mandatory field
// saying 'This field is mandatory' until it is filled in; the text fields count their characters
// against their limit. On success the new ticket's thread opens.
import SendOutlined from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TICKET_TEXT_MAX, TICKET_TITLE_MAX } from '@portal/contract/support';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { LoadErrorState } from '../../../components/query-state';
import { errorKeyOf } from '../../../lib/api-error';
import { showSnackbar } from '../../../lib/snackbar';
import { useCreateTicket } from '../api/create-ticket';
import { useTicketTypes } from '../api/get-ticket-types';
import { photoProblems } from '../lib/photo-checks';
import {
  type InstallationChoice,
  type TicketField,
  type TicketFormProblem,
  type TicketFormValues,
  ticketBody,
} from '../lib/ticket-form';
import { PhotoPicker } from './photo-picker';
import { PhotoUploadProgress } from './photo-upload-progress';

export function CreateTicketForm({
  installations,
  initialInstallation,
}: {
  installations: readonly InstallationChoice[];
  /** The installation the form opens with (the after-sales "report a problem"), by index. */
  initialInstallation: number | null;
}) {
  const { t, i18n } = useTranslation(['support', 'common']);
  const navigate = useNavigate();
  const types = useTicketTypes(i18n.resolvedLanguage ?? 'nl');
  const create = useCreateTicket();
  const initial =
    initialInstallation !== null &&
    installations.some((choice) => choice.value === initialInstallation)
      ? String(initialInstallation)
      : '';
  const [values, setValues] = useState<TicketFormValues>({
    problemTitle: '',
    problem: '',
    typeId: '',
    installation: initial,
  });
  const [photos, setPhotos] = useState<File[]>([]);
  const [problems, setProblems] = useState<Partial<Record<TicketField, TicketFormProblem>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [shares, setShares] = useState<readonly number[] | null>(null);
  const uploads = useRef<AbortController | null>(null);
  const pictureProblems = photoProblems(photos);

  if (types.isPending) return <CentredSpinner />;
  if (types.isError) {
    return (
      <LoadErrorState
        title={t('form.loadErrorTitle')}
        error={types.error}
        onRetry={() => void types.refetch()}
      />
    );
  }

  const set = (field: keyof TicketFormValues) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // A field said to be wrong says so only as long as it is: its message goes once it is right.
    if (field in problems) {
      const result = ticketBody(next, installations);
      const still = result.ok ? undefined : result.problems[field as TicketField];
      setProblems(({ [field as TicketField]: _was, ...others }) =>
        still ? { ...others, [field]: still } : others,
      );
    }
  };
  /** How much of a limited field is used, always in view so that the limit never surprises. */
  const counter = (field: 'problemTitle' | 'problem', max: number) =>
    t('form.counter', { count: values[field].length, max });
  const problemText = (field: TicketField) => {
    const problem = problems[field];
    if (!problem) return undefined;
    return problem.kind === 'mandatory'
      ? t('form.mandatory')
      : t('common:validation.tooLong', { max: problem.max });
  };
  const fieldProps = (field: TicketField, hint?: string) => ({
    error: problems[field] !== undefined,
    helperText: problemText(field) ?? hint,
    required: true,
    fullWidth: true,
  });

  const submit = () => {
    const result = ticketBody(values, installations);
    if (!result.ok) {
      setProblems(result.problems);
      return;
    }
    setProblems({});
    if (pictureProblems.length > 0) return;
    setFailure(null);
    uploads.current = new AbortController();
    create.mutate(
      {
        body: result.body,
        photos,
        onPhotoProgress: setShares,
        photosSignal: uploads.current.signal,
      },
      {
        onSuccess: ({ ticketId, photosFailed, photosCancelled }) => {
          if (photosCancelled) showSnackbar('info', t('form.photosCancelled'));
          else if (photosFailed) showSnackbar('error', t('form.photosFailed'));
          else showSnackbar('success', t('form.created'));
          void navigate(`/support/${ticketId}`);
        },
        onError: (error) => setFailure(error),
        onSettled: () => setShares(null),
      },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
    >
      <Typography sx={{ color: 'text.secondary' }}>{t('form.intro')}</Typography>
      <TextField
        label={t('form.problemTitle')}
        name="problemTitle"
        value={values.problemTitle}
        onChange={set('problemTitle')}
        slotProps={{ htmlInput: { maxLength: TICKET_TITLE_MAX } }}
        {...fieldProps('problemTitle', counter('problemTitle', TICKET_TITLE_MAX))}
      />
      <TextField
        label={t('form.problem')}
        name="problem"
        value={values.problem}
        onChange={set('problem')}
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: TICKET_TEXT_MAX } }}
        {...fieldProps('problem', counter('problem', TICKET_TEXT_MAX))}
      />
      <TextField
        select
        label={t('form.type')}
        name="typeId"
        value={values.typeId}
        onChange={set('typeId')}
        {...fieldProps('typeId')}
      >
        {types.data.map((type) => (
          <MenuItem key={type.id} value={String(type.id)}>
            {type.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('form.installation')}
        name="installation"
        value={values.installation}
        onChange={set('installation')}
        fullWidth
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('form.installationNone')}</MenuItem>
        {installations.map((choice) => (
          <MenuItem key={choice.value} value={String(choice.value)}>
            {choice.label}
          </MenuItem>
        ))}
      </TextField>
      <Box>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {t('form.photos')}
        </Typography>
        <PhotoPicker
          photos={photos}
          onChange={setPhotos}
          problems={pictureProblems}
          label={t('form.addPhotos')}
        />
      </Box>
      {shares !== null && (
        <PhotoUploadProgress
          photos={photos}
          shares={shares}
          onCancel={() => uploads.current?.abort()}
        />
      )}
      {failure !== null && (
        <Typography role="alert" sx={{ color: 'error.main' }}>
          {t('form.failed')} {t(errorKeyOf(failure))}
        </Typography>
      )}
      <Box>
        <Button
          type="submit"
          variant="contained"
          startIcon={<SendOutlined />}
          disabled={create.isPending}
        >
          {create.isPending ? t('form.submitting') : t('form.submit')}
        </Button>
      </Box>
    </Box>
  );
}
