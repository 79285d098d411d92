// One upsell proposal (spec §3: type, name, file): what it is, the offer document it belongs to,
// and "I'm interested": the customer signs in the grey box and POST offers/{offerId}/upsale sends
// type, name and the signature file. An accepted proposal shows when it was accepted.
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { UpsellOffer } from '@portal/contract/offers';
import { formatDate } from '@portal/domain/format-date';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataUrlToBlob } from '../../../components/signature/signature-options';
import { SignaturePadField } from '../../../components/signature/signature-pad-field';
import type { SignaturePadActions } from '../../../components/signature/use-signature-pad';
import { showSnackbar } from '../../../lib/snackbar';
import { useAcceptUpsell } from '../api/accept-upsell';

export function UpsellCard({
  upsell,
  onDownload,
  downloading,
}: {
  upsell: UpsellOffer;
  onDownload: () => void;
  downloading: boolean;
}) {
  const { t, i18n } = useTranslation('offers');
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const padRef = useRef<SignaturePadActions>(null);
  const [signing, setSigning] = useState(false);
  const [isEmpty, setIsEmpty] = useState(true);
  const accept = useAcceptUpsell(upsell.offerId);
  const headingId = `upsell-${upsell.id}-title`;

  const submit = () => {
    const result = padRef.current?.save('image/png');
    if (!result || result.isEmpty) return;
    accept.mutate(
      { type: upsell.type, name: upsell.name, signature: dataUrlToBlob(result.data) },
      {
        onSuccess: () => {
          setSigning(false);
          showSnackbar('success', t('upsell.accepted', { name: upsell.name }));
        },
      },
    );
  };

  return (
    <Card
      component="li"
      aria-labelledby={headingId}
      sx={{ listStyle: 'none', borderRadius: '16px', p: 2 }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t(`upsell.types.${upsell.type}`, { defaultValue: upsell.type })}
      </Typography>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {upsell.name}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('upsell.proposedOn', {
          date: formatDate(upsell.createdAt, locale, { withTime: false }),
        })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5, alignItems: 'center' }}>
        <Button
          color="inherit"
          variant="outlined"
          startIcon={<DownloadOutlined />}
          onClick={onDownload}
          disabled={downloading}
        >
          {t('upsell.download')}
        </Button>
        {upsell.acceptedAt ? (
          <Chip
            color="success"
            icon={<CheckCircleOutline />}
            label={t('upsell.acceptedOn', { date: formatDate(upsell.acceptedAt, locale) })}
          />
        ) : (
          !signing && (
            <Button
              variant="contained"
              startIcon={<ThumbUpOutlined />}
              onClick={() => setSigning(true)}
            >
              {t('upsell.interested')}
            </Button>
          )
        )}
      </Box>
      {signing && !upsell.acceptedAt && (
        <Box sx={{ mt: 2 }}>
          <SignaturePadField
            ref={padRef}
            label={t('upsell.padLabel')}
            locked={accept.isPending}
            onEmptyChange={setIsEmpty}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
            <Button variant="contained" onClick={submit} disabled={isEmpty || accept.isPending}>
              {accept.isPending ? t('sign.sending') : t('upsell.confirm')}
            </Button>
            <Button color="inherit" onClick={() => setSigning(false)} disabled={accept.isPending}>
              {t('upsell.cancel')}
            </Button>
          </Box>
        </Box>
      )}
    </Card>
  );
}
