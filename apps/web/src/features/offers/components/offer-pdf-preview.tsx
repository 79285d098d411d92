// An inline preview of the offer PDF, on desktop only (on a phone the download is the better way
// to read it) and on request, so the page stays light and the PDF is fetched only when wanted.
// It is fetched with the bearer token like a download and shown from an object URL; when it
// cannot be fetched, the fileError snackbar says so and the download button remains.
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiBlob } from '../../../lib/api-client';
import { showSnackbar } from '../../../lib/snackbar';

function usePdfUrl(path: string, queryKey: readonly unknown[], enabled: boolean) {
  const { t } = useTranslation('common');
  const pdf = useQuery({
    queryKey,
    queryFn: ({ signal }) => apiBlob(path, { auth: true, signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!pdf.data) return;
    const objectUrl = URL.createObjectURL(pdf.data);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [pdf.data]);
  useEffect(() => {
    if (pdf.isError) showSnackbar('error', t('errors.fileError'));
  }, [pdf.isError, t]);
  return { url, loading: pdf.isFetching };
}

export function OfferPdfPreview({
  path,
  queryKey,
}: {
  path: string;
  queryKey: readonly unknown[];
}) {
  const { t } = useTranslation('offers');
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  const { url, loading } = usePdfUrl(path, queryKey, desktop && open);
  if (!desktop) return null;
  return (
    <>
      <Button
        color="inherit"
        startIcon={
          loading ? (
            <CircularProgress size={18} color="inherit" />
          ) : open ? (
            <VisibilityOffOutlined />
          ) : (
            <VisibilityOutlined />
          )
        }
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        sx={{ ml: 1 }}
      >
        {t(open ? 'detail.hidePreview' : 'detail.showPreview')}
      </Button>
      {open && url && (
        <Box
          component="iframe"
          title={t('detail.previewTitle')}
          src={`${url}#view=FitH`}
          sx={{
            display: 'block',
            width: '100%',
            height: 760,
            mt: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: '16px',
            bgcolor: 'grey.100',
          }}
        />
      )}
    </>
  );
}
