// /installations/inspectiondetail/{id}_{source} (spec §2): the inspection of an order or an
// invoice: status, dates, articles and, when present, the certificate and wiring diagram. An
// unknown source, a malformed segment or an inspection the server does not find is "not found".
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { ApiRequestError, errorKeyOf } from '../../../lib/api-error';
import { routeNames } from '../../../lib/route-names';
import { useInspection } from '../api/get-inspection';
import { parseInspectionParam } from '../lib/inspection-param';
import { InspectionArticles } from './inspection-articles';
import { InspectionDocuments } from './inspection-documents';
import { InspectionSummaryCard } from './inspection-summary-card';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function InspectionDetail({ inspectionParam }: { inspectionParam: string | undefined }) {
  const { t } = useTranslation(['inspections', 'common']);
  const ref = parseInspectionParam(inspectionParam);
  const query = useInspection(ref);
  const toInstallations = (
    <Button variant="outlined" color="inherit" component={Link} to={routeNames.installations}>
      {t('common:actions.toInstallations')}
    </Button>
  );
  const notFound =
    ref === null || (query.error instanceof ApiRequestError && query.error.status === 404);
  if (notFound) {
    return (
      <EmptyState
        icon={SearchOff}
        title={t('inspections:notFound.title')}
        text={t('inspections:notFound.text')}
      >
        {toInstallations}
      </EmptyState>
    );
  }
  if (query.isPending) return <CentredSpinner />;
  if (query.isError) {
    return (
      <EmptyState
        icon={ErrorOutlineOutlined}
        title={t('inspections:loadError.title')}
        text={t(errorKeyOf(query.error))}
      >
        <Button variant="contained" onClick={() => void query.refetch()}>
          {t('common:actions.retry')}
        </Button>
        {toInstallations}
      </EmptyState>
    );
  }
  const inspection = query.data;
  const hasDocuments = inspection.documents.some((document) => document.reference.trim() !== '');
  return (
    <>
      <InspectionSummaryCard inspection={inspection} />
      {hasDocuments && (
        <Section id="inspection-documents" title={t('inspections:documents.title')}>
          <InspectionDocuments inspection={inspection} />
        </Section>
      )}
      <Section id="inspection-articles" title={t('inspections:articles.title')}>
        <InspectionArticles articles={inspection.articles} />
      </Section>
    </>
  );
}
