// The "Sign" section of the current unsigned offer version (spec §2): the drawn signature in a
// grey box, then POST offers/{id}/sign with the PNG. The button stays disabled while the pad is
// empty or a submit is under way; a failure shows the server's message (query-client's global
// mutation handler) and leaves the drawing in place for another try.
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataUrlToBlob } from '../../../components/signature/signature-options';
import { SignaturePadField } from '../../../components/signature/signature-pad-field';
import type { SignaturePadActions } from '../../../components/signature/use-signature-pad';
import { useSignOffer } from '../api/sign-offer';

export function OfferSignSection({
  offerId,
  version,
  total,
  onSigned,
}: {
  offerId: number;
  version: number;
  /** The formatted total incl. VAT the customer agrees to. */
  total: string;
  onSigned: () => void;
}) {
  const { t } = useTranslation('offers');
  const padRef = useRef<SignaturePadActions>(null);
  const [isEmpty, setIsEmpty] = useState(true);
  const sign = useSignOffer(offerId, onSigned);
  const { newAttempt } = sign;

  const submit = () => {
    const result = padRef.current?.save('image/png');
    if (!result || result.isEmpty) return;
    sign.mutate({ version, signature: dataUrlToBlob(result.data) });
  };

  return (
    <Paper
      component="section"
      aria-labelledby="offer-sign-title"
      variant="outlined"
      sx={{ p: 2, borderRadius: '16px' }}
    >
      <Typography id="offer-sign-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('sign.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        {t('sign.intro', { id: offerId, version, total })}
      </Typography>
      <SignaturePadField
        ref={padRef}
        label={t('sign.padLabel')}
        locked={sign.isPending}
        onEmptyChange={(empty) => {
          setIsEmpty(empty);
          newAttempt();
        }}
      />
      <Button
        variant="contained"
        startIcon={<DrawOutlined />}
        onClick={submit}
        disabled={isEmpty || sign.isPending}
        sx={{ mt: 2, width: { xs: '100%', sm: 'auto' } }}
      >
        {sign.isPending ? t('sign.sending') : t('sign.submit')}
      </Button>
    </Paper>
  );
}
