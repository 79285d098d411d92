// An offer version's state in words (spec §4: pending, done or expired), coloured by meaning.
import Chip from '@mui/material/Chip';
import { OfferVersionState } from '@portal/domain/offer-version-state';
import { useTranslation } from 'react-i18next';

const colours = {
  [OfferVersionState.Pending]: 'warning',
  [OfferVersionState.Done]: 'success',
  [OfferVersionState.Expired]: 'default',
} as const;

export function OfferStateChip({ state }: { state: OfferVersionState }) {
  const { t } = useTranslation('offers');
  return (
    <Chip
      size="small"
      color={colours[state]}
      variant={state === OfferVersionState.Expired ? 'outlined' : 'filled'}
      label={t(`state.${state}`)}
      sx={{ fontWeight: 600 }}
    />
  );
}
