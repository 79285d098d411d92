// "Confirm delivery": a button that asks once more in a dialog (with the date being confirmed),
// then posts the confirmation. The button disappears once the server reports it confirmed.
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Delivery } from '@portal/contract/deliveries';
import { formatDate } from '@portal/domain/format-date';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '../../../lib/snackbar';
import { useConfirmDelivery } from '../api/confirm-delivery';

export function ConfirmDeliveryButton({ delivery }: { delivery: Delivery }) {
  const { t, i18n } = useTranslation(['deliveries', 'common']);
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const confirm = useConfirmDelivery(delivery.orderDeliveryId);
  // One post per confirmation, however fast the button is pressed: `isPending` only turns true
  // after a re-render, so a second click in the same frame needs this synchronous flag.
  const sending = useRef(false);

  const submit = () => {
    if (sending.current) return;
    sending.current = true;
    confirm.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        showSnackbar('success', t('deliveries:confirm.done'));
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <>
      <Button
        variant="contained"
        startIcon={<EventAvailableOutlined />}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        {t('deliveries:confirm.action')}
      </Button>
      <Dialog
        open={open}
        onClose={() => !confirm.isPending && setOpen(false)}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{t('deliveries:confirm.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('deliveries:confirm.text', { date: formatDate(delivery.plannedDate, locale) })}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          <Button color="inherit" onClick={() => setOpen(false)} disabled={confirm.isPending}>
            {t('deliveries:confirm.cancel')}
          </Button>
          <Button variant="contained" onClick={submit} disabled={confirm.isPending}>
            {t('deliveries:confirm.submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
