// "Remove all": a dialog asks once more before every notification is removed.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export function ConfirmRemoveAll({
  open,
  pending,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('notifications');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={() => !pending && onCancel()} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('removeAll.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('removeAll.text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button color="inherit" onClick={onCancel} disabled={pending}>
          {t('removeAll.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={pending}>
          {t('removeAll.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
