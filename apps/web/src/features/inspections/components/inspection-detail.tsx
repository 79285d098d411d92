// /installations/inspectiondetail/{id}_{source} (spec §2): the inspection of an order or an
// invoice: status, dates, articles and, when present, the certificate and wiring diagram. An
// unknown source, a malformed segment or an inspection the server does not find is "not found".
import { useTranslation } from 'react-i18next';
import { ArticleList } from '../../../components/articles/article-list';
import { PageSection } from '../../../components/page-section';
import { QueryGate, ToInstallationsButton } from '../../../components/query-state';
import { useInspection } from '../api/get-inspection';
import { parseInspectionParam } from '../lib/inspection-param';
import { InspectionDocuments } from './inspection-documents';
import { InspectionSummaryCard } from './inspection-summary-card';

export function InspectionDetail({ inspectionParam }: { inspectionParam: string | undefined }) {
  const { t } = useTranslation(['inspections', 'common']);
  const ref = parseInspectionParam(inspectionParam);
  const query = useInspection(ref);
  return (
    <QueryGate
      query={query}
      missing={ref === null}
      notFound={{
        title: t('inspections:notFound.title'),
        text: t('inspections:notFound.text'),
      }}
      errorTitle={t('inspections:loadError.title')}
      errorActions={<ToInstallationsButton />}
    >
      {(inspection) => {
        const hasDocuments = inspection.documents.some(
          (document) => document.reference.trim() !== '',
        );
        return (
          <>
            <InspectionSummaryCard inspection={inspection} />
            {hasDocuments && (
              <PageSection id="inspection-documents" title={t('inspections:documents.title')}>
                <InspectionDocuments inspection={inspection} />
              </PageSection>
            )}
            <PageSection id="inspection-articles" title={t('inspections:articles.title')}>
              <ArticleList
                articles={inspection.articles}
                label={t('inspections:articles.title')}
                emptyText={t('inspections:articles.none')}
              />
            </PageSection>
          </>
        );
      }}
    </QueryGate>
  );
}
