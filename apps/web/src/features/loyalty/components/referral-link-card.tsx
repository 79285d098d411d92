// The customer's personal referral link and code, shared through the Web Share API
// where the browser has it, with copying as the fallback (and always on offer).
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import IosShareOutlined from '@mui/icons-material/IosShareOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LOYALTY_VOUCHER } from '@portal/domain/constants';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '../../../lib/snackbar';
import { canShareLink, copyText, type ShareOutcome, shareOrCopy } from '../lib/share-link';

export function ReferralLinkCard({ code, link }: { code: string; link: string }) {
  const { t } = useTranslation(['loyalty', 'common']);
  const company = t('common:companyName');
  const tell = (outcome: ShareOutcome | 'copyFailed') => {
    if (outcome === 'copied') showSnackbar('success', t('loyalty:link.copied'));
    if (outcome === 'failed' || outcome === 'copyFailed') {
      showSnackbar('error', t('loyalty:link.copyFailed'));
    }
  };
  const share = async () =>
    tell(
      await shareOrCopy({
        title: t('loyalty:link.shareTitle', { company }),
        text: t('loyalty:link.shareText', { company }),
        url: link,
      }),
    );
  const copy = async () => tell((await copyText(link)) ? 'copied' : 'copyFailed');
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="loyalty-link"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: '16px' }}
    >
      <Typography id="loyalty-link" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('loyalty:link.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
        {t('loyalty:link.intro', { company, amount: LOYALTY_VOUCHER.amount })}
      </Typography>
      <Box component="dl" sx={{ m: 0, mt: 2, display: 'grid', gap: 1.5 }}>
        <div>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {t('loyalty:link.code')}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700, letterSpacing: '0.12em' }}
          >
            {code}
          </Typography>
        </div>
        <div>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {t('loyalty:link.link')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', fontWeight: 600 }}>
            {link}
          </Typography>
        </div>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2, justifyContent: 'flex-end' }}>
        <Button
          variant={canShareLink() ? 'outlined' : 'contained'}
          color={canShareLink() ? 'inherit' : 'primary'}
          startIcon={<ContentCopyOutlined />}
          onClick={() => void copy()}
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          {t('loyalty:link.copy')}
        </Button>
        {canShareLink() && (
          <Button
            variant="contained"
            startIcon={<IosShareOutlined />}
            onClick={() => void share()}
            sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          >
            {t('loyalty:link.share')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
