// "Erase my account" on the account page (decision 098): after a confirmation in a dialog the
// server mails the link that erases; nothing is erased before the customer opens it. The card
// says what goes, what the law keeps, and that signing in ends.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { errorKeyOf } from '../../../lib/api-error';
import { useRequestErasure } from '../api/request-erasure';

export function ErasureCard() {
  const { t } = useTranslation(['pages', 'common']);
  const dialogTitleId = useId();
  const [asking, setAsking] = useState(false);
  const erasure = useRequestErasure();

  const send = () => {
    erasure.mutate(undefined, { onSettled: () => setAsking(false) });
  };

  return (
    <SectionCard title={t('pages:account.myData.eraseTitle')}>
      <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>
        {t('pages:account.myData.eraseIntro')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2.5 }}>
        {t('pages:account.myData.eraseKept')}
      </Typography>
      {erasure.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t(errorKeyOf(erasure.error))}
        </Alert>
      )}
      {erasure.isSuccess && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('pages:account.myData.eraseMailed', { email: erasure.data.email })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="outlined"
          color="error"
          onClick={() => setAsking(true)}
          sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 200 } }}
        >
          {t('pages:account.myData.eraseSubmit')}
        </Button>
      </Box>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={dialogTitleId}>
        <DialogTitle id={dialogTitleId}>{t('pages:account.myData.eraseDialogTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('pages:account.myData.eraseDialogText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{t('pages:account.myData.cancel')}</Button>
          <Button color="error" variant="contained" loading={erasure.isPending} onClick={send}>
            {t('pages:account.myData.eraseSendLink')}
          </Button>
        </DialogActions>
      </Dialog>
    </SectionCard>
  );
}
