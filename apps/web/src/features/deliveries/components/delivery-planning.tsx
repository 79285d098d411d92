// /installations/deliverydetail/order/{id}: the delivery planning of an order. Until the installer
// has fixed a date (no delivery yet, or one still to plan) it says so and what happens next; once
// planned, the facts and the preparation, with a link to the full delivery page.
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { installationRoutes } from '@portal/domain/installation-routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { PageSection } from '../../../components/page-section';
import { isNotFoundError } from '../../../lib/api-error';
import { useOrderDelivery } from '../api/get-order-delivery';
import { routeId } from '../lib/delivery-format';
import { DeliveryFactsCard } from './delivery-facts-card';
import { DeliveryLoadProblem } from './delivery-load-problem';
import { NotPlannedYet } from './not-planned-yet';
import { PreparationList } from './preparation-list';

export function DeliveryPlanning({ orderParam }: { orderParam: string | undefined }) {
  const { t } = useTranslation('deliveries');
  const orderId = routeId(orderParam);
  const query = useOrderDelivery(orderId);
  if (orderId === null) return <DeliveryLoadProblem error={null} onRetry={() => {}} />;
  if (query.isPending) return <CentredSpinner />;
  // The server answers 404 while no delivery exists for the order: the installer plans it.
  if (query.isError && isNotFoundError(query.error)) return <NotPlannedYet />;
  if (query.isError) {
    return <DeliveryLoadProblem error={query.error} onRetry={() => void query.refetch()} />;
  }
  const delivery = query.data;
  if (delivery.state === 'toPlan') return <NotPlannedYet />;
  return (
    <>
      <DeliveryFactsCard delivery={delivery} />
      {delivery.state !== 'done' && (
        <PageSection id="planning-prepare" title={t('prepare.title')}>
          <PreparationList preparations={delivery.preparations} />
        </PageSection>
      )}
      <Box sx={{ mt: 3 }}>
        <Button
          variant="outlined"
          color="inherit"
          endIcon={<ArrowForward />}
          component={Link}
          to={installationRoutes.deliveryDetail(delivery.orderDeliveryId)}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {t('planning.toDetail')}
        </Button>
      </Box>
    </>
  );
}
