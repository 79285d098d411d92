// /account/erase?token=… (decision 098, no sign-in: the mailed token is the key): one button that
// erases the account, then what the law keeps and until when. A link already used, expired or
// unknown says so; nothing is erased by opening the page alone (a mail scanner that follows the
// link erases nothing).
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ErrorCode } from '@portal/contract/error-code';
import type { KeptRecord } from '@portal/contract/my-data';
import { formatDate } from '@portal/domain/format-date';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ApiRequestError } from '../../../lib/api-error';
import { useConfirmErasure } from '../api/confirm-erasure';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function failureKey(error: unknown): string {
  const code = error instanceof ApiRequestError ? error.code : undefined;
  if (code === ErrorCode.LinkUsed) return 'used';
  if (code === ErrorCode.LinkExpired) return 'expired';
  return 'invalid';
}

function KeptList({ kept }: { kept: readonly KeptRecord[] }) {
  const { t, i18n } = useTranslation('pages');
  const locale = formatLocaleFor(i18n.language);
  if (kept.length === 0) return null;
  return (
    <Box component="ul" sx={{ textAlign: 'left', mt: 0, mb: 2 }}>
      {kept.map((record) => (
        <li key={`${record.kind}-${record.id}`}>
          {t(`eraseAccount.kept.${record.kind}`, {
            reference: record.reference,
            date: formatDate(record.keptUntil, locale, { withTime: false }),
          })}
        </li>
      ))}
    </Box>
  );
}

export function EraseAccountPage() {
  const { t } = useTranslation('pages');
  const titleId = useId();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const erase = useConfirmErasure();

  if (erase.isSuccess) {
    return (
      <Box sx={{ width: '100%', maxWidth: 560, mx: 'auto', mt: { xs: 0, md: 3 } }}>
        <EmptyState
          icon={CheckCircleOutline}
          title={t('eraseAccount.doneTitle')}
          text={t(
            erase.data.kept.length > 0 ? 'eraseAccount.doneKept' : 'eraseAccount.doneNothingKept',
          )}
          takeFocus
        >
          <KeptList kept={erase.data.kept} />
        </EmptyState>
      </Box>
    );
  }
  if (!TOKEN.test(token) || erase.isError) {
    const key = erase.isError ? failureKey(erase.error) : 'invalid';
    return (
      <Box sx={{ width: '100%', maxWidth: 560, mx: 'auto', mt: { xs: 0, md: 3 } }}>
        <EmptyState
          icon={ErrorOutlineOutlined}
          title={t(`eraseAccount.${key}Title`)}
          text={t(`eraseAccount.${key}Text`)}
          takeFocus={erase.isError}
        />
      </Box>
    );
  }
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 3 },
        maxWidth: 560,
        mx: 'auto',
        mt: { xs: 0, md: 3 },
        borderRadius: '20px',
      }}
    >
      <Typography id={titleId} component="h2" variant="h2" sx={{ mb: 1.5 }}>
        {t('eraseAccount.heading')}
      </Typography>
      <Typography sx={{ mb: 1.5 }}>{t('eraseAccount.intro')}</Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        {t('eraseAccount.kept.intro')}
      </Typography>
      <Button
        variant="contained"
        color="error"
        loading={erase.isPending}
        onClick={() => erase.mutate(token)}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        {t('eraseAccount.submit')}
      </Button>
    </Paper>
  );
}
