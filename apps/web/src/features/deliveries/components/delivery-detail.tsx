// /installations/deliverydetail/{id} (spec §2): the planned date and the team's window, the
// confirmation, what to prepare (until the installation is done), the articles and the note.
import type { Delivery } from '@portal/contract/deliveries';
import { useTranslation } from 'react-i18next';
import { ArticleList } from '../../../components/articles/article-list';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { PageSection } from '../../../components/page-section';
import { useDelivery } from '../api/get-delivery';
import { routeId } from '../lib/delivery-format';
import { DeliveryDocument } from './delivery-document';
import { DeliveryFactsCard } from './delivery-facts-card';
import { DeliveryLoadProblem } from './delivery-load-problem';
import { PreparationList } from './preparation-list';

export function DeliveryOverview({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation('deliveries');
  return (
    <>
      <DeliveryFactsCard delivery={delivery} />
      {delivery.state !== 'done' && (
        <PageSection id="delivery-prepare" title={t('prepare.title')}>
          <PreparationList preparations={delivery.preparations} />
        </PageSection>
      )}
      <PageSection id="delivery-articles" title={t('articles.title')}>
        <ArticleList
          articles={delivery.articles}
          label={t('articles.title')}
          emptyText={t('articles.none')}
        />
      </PageSection>
      <PageSection id="delivery-documents" title={t('document.section')}>
        <DeliveryDocument delivery={delivery} />
      </PageSection>
    </>
  );
}

export function DeliveryDetail({ deliveryParam }: { deliveryParam: string | undefined }) {
  const deliveryId = routeId(deliveryParam);
  const query = useDelivery(deliveryId);
  if (deliveryId === null) return <DeliveryLoadProblem error={null} onRetry={() => {}} />;
  if (query.isPending) return <CentredSpinner />;
  if (query.isError) {
    return <DeliveryLoadProblem error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <DeliveryOverview delivery={query.data} />;
}
