// /installations/offerdetail/{id}_{version} (spec §2): the offer version with its articles, totals
// and PDF; opening it posts offers/{id}/seen once. The current unsigned version can be signed
// here; others say why not. After signing, a confirmation replaces the page.
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { flattenArticleGroups } from '@portal/domain/article-grouping';
import { documentFileNames, documentPaths } from '@portal/domain/document-paths';
import { formatDate } from '@portal/domain/format-date';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { formatMoney } from '@portal/domain/format-money';
import { OfferVersionState } from '@portal/domain/offer-version-state';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArticleGroups } from '../../../components/articles/article-groups';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { useDocumentTopBar } from '../../../components/navigation/document-top-bar-actions';
import { PageSection } from '../../../components/page-section';
import { useDocumentDownload } from '../../../hooks/use-document-download';
import { offerKeys } from '../../../lib/query-keys';
import { useOfferVersion } from '../api/get-offer-version';
import { useOfferVersions } from '../api/get-offer-versions';
import { useMarkOfferSeen } from '../api/mark-offer-seen';
import { OfferLoadError } from './offer-load-states';
import { OfferPdfPreview } from './offer-pdf-preview';
import { OfferSignSection } from './offer-sign-section';
import { OfferSignedConfirmation } from './offer-signed-confirmation';
import { OfferStateChip } from './offer-state-chip';
import { OfferStatusNotice } from './offer-status-notice';
import { OfferTotals } from './offer-totals';
import { OfferUpsellLink } from './offer-upsell-link';

/** Posts offers/{id}/seen once per opened version (StrictMode's second effect run included). */
function useSeenOnce(offerId: number, version: number, loaded: boolean) {
  const { mutate } = useMarkOfferSeen(offerId);
  const posted = useRef<string | null>(null);
  useEffect(() => {
    const key = `${offerId}_${version}`;
    if (!loaded || posted.current === key) return;
    posted.current = key;
    mutate(version);
  }, [offerId, version, loaded, mutate]);
}

export function OfferDetailPage({
  offerId,
  version,
  afterSigned,
}: {
  offerId: number;
  version: number;
  /** What the app shows with the signed confirmation (the push dialog's moment, decision 038). */
  afterSigned?: ReactNode;
}) {
  const { t, i18n } = useTranslation('offers');
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const detail = useOfferVersion(offerId, version);
  const versions = useOfferVersions(offerId);
  const download = useDocumentDownload();
  const [signed, setSigned] = useState(false);
  useSeenOnce(offerId, version, detail.isSuccess);
  const offerTypeId = detail.data?.offerTypeId;
  useDocumentTopBar(
    offerTypeId === undefined
      ? null
      : {
          path: documentPaths.offer(offerId, offerTypeId, version),
          fileName: documentFileNames.offer(offerId),
        },
  );

  if (detail.isPending) return <CentredSpinner />;
  if (detail.isError) {
    return <OfferLoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  }
  const offer = detail.data;
  const pdfPath = documentPaths.offer(offerId, offer.offerTypeId, version);
  const downloadPdf = () => void download.run(pdfPath, documentFileNames.offer(offerId));
  if (signed) {
    return (
      <>
        <OfferSignedConfirmation onDownload={downloadPdf} downloading={download.pending !== null} />
        {afterSigned}
      </>
    );
  }
  const latest = Math.max(version, ...(versions.data ?? []).map((entry) => entry.versionNumber));
  const total = formatMoney(offer.totalInclVatCents, locale);

  return (
    <>
      <Paper variant="outlined" sx={{ p: 2, borderRadius: '16px' }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('detail.title', { id: offerId, version })}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {[
            t('detail.date', { date: formatDate(offer.createdAt, locale, { withTime: false }) }),
            offer.validUntil && offer.state === OfferVersionState.Pending
              ? t('detail.validUntil', {
                  date: formatDate(offer.validUntil, locale, { withTime: false }),
                })
              : undefined,
          ]
            .filter((part) => part !== undefined)
            .join(' · ')}
        </Typography>
        <Box sx={{ mt: 1, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <OfferStateChip state={offer.state} />
          <Typography sx={{ fontWeight: 700, ml: 'auto' }}>{total}</Typography>
        </Box>
      </Paper>
      <PageSection id="offer-articles" title={t('detail.articles')}>
        <ArticleGroups
          articles={flattenArticleGroups(offer.articles)}
          emptyText={t('articles.none')}
        />
      </PageSection>
      <PageSection id="offer-totals" title={t('detail.totals')}>
        <OfferTotals
          exclVatCents={offer.totalExclVatCents}
          inclVatCents={offer.totalInclVatCents}
        />
      </PageSection>
      <PageSection id="offer-document" title={t('detail.document')}>
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<DownloadOutlined />}
          onClick={downloadPdf}
          disabled={download.pending !== null}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {t('detail.downloadPdf', { name: documentFileNames.offer(offerId) })}
        </Button>
        <OfferPdfPreview path={pdfPath} queryKey={offerKeys.versionPdf(offerId, version)} />
      </PageSection>
      <Box sx={{ mt: 3 }}>
        {offer.signable ? (
          <OfferSignSection
            offerId={offerId}
            version={version}
            total={total}
            onSigned={() => {
              window.scrollTo({ top: 0 });
              setSigned(true);
            }}
          />
        ) : (
          versions.isSuccess && <OfferStatusNotice offer={offer} latestVersion={latest} />
        )}
      </Box>
      <OfferUpsellLink offerId={offerId} version={version} />
    </>
  );
}
