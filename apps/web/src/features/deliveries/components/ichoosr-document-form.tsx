// The iChoosr delivery document form (spec §2): remarks, the optional bank-loan (SEPA) checkbox and the
// drawn signature; the submit stays disabled until something is drawn.
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignaturePadField } from '../../../components/signature/signature-pad-field';
import type { SignaturePadActions } from '../../../components/signature/use-signature-pad';
import { useSignDeliveryDocument } from '../api/sign-delivery-document';

const REMARKS_MAX = 2000;

export function IChoosrDocumentForm({
  orderId,
  deliveryId,
  onSigned,
}: {
  orderId: number;
  deliveryId: number;
  onSigned: (signedAt: string) => void;
}) {
  const { t } = useTranslation('deliveries');
  const padRef = useRef<SignaturePadActions>(null);
  const [remarks, setRemarks] = useState('');
  const [sepaLoan, setSepaLoan] = useState(false);
  const [isEmpty, setIsEmpty] = useState(true);
  const sign = useSignDeliveryDocument(orderId, deliveryId, (result) => onSigned(result.signedAt));

  const submit = () => {
    const result = padRef.current?.save('image/png');
    if (!result || result.isEmpty) return;
    sign.mutate(
      { remarks, sepaLoan, signature: result.data },
      { onSuccess: (result) => onSigned(result.signedAt) },
    );
  };

  return (
    <Paper
      component="form"
      aria-labelledby="ichoosr-form-title"
      variant="outlined"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ p: 2, borderRadius: '16px' }}
    >
      <Typography id="ichoosr-form-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('iChoosr.formTitle')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('iChoosr.formIntro')}</Typography>
      <Stack spacing={2}>
        <TextField
          label={t('iChoosr.remarks')}
          helperText={t('iChoosr.remarksHelp')}
          multiline
          minRows={3}
          value={remarks}
          onChange={(event) => setRemarks(event.target.value.slice(0, REMARKS_MAX))}
          disabled={sign.isPending}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={sepaLoan}
              onChange={(event) => setSepaLoan(event.target.checked)}
              disabled={sign.isPending}
            />
          }
          label={t('iChoosr.sepaLoan')}
        />
        <SignaturePadField
          ref={padRef}
          label={t('iChoosr.padLabel')}
          locked={sign.isPending}
          onEmptyChange={setIsEmpty}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<DrawOutlined />}
          disabled={isEmpty || sign.isPending}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          {sign.isPending ? t('iChoosr.sending') : t('iChoosr.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
