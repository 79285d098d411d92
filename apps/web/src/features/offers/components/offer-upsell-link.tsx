// Points to the upsell page when the installer proposed extras on this offer version.
import AddShoppingCartOutlined from '@mui/icons-material/AddShoppingCartOutlined';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { installationRoutes } from '@portal/domain/installation-routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOfferUpsells } from '../api/get-offer-upsells';

export function OfferUpsellLink({ offerId, version }: { offerId: number; version: number }) {
  const { t } = useTranslation('offers');
  const upsells = useOfferUpsells(offerId, version);
  const open = (upsells.data ?? []).filter((upsell) => upsell.acceptedAt === null);
  if (open.length === 0) return null;
  return (
    <Card sx={{ borderRadius: '16px', mt: 3 }}>
      <CardActionArea
        component={Link}
        to={installationRoutes.offerUpsell(offerId, version)}
        sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2 }}
      >
        <AddShoppingCartOutlined aria-hidden />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>{t('upsell.linkTitle')}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {open.map((upsell) => upsell.name).join(' · ')}
          </Typography>
        </Box>
        <ChevronRight aria-hidden />
      </CardActionArea>
    </Card>
  );
}
