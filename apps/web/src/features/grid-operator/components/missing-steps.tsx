// Why the registration cannot start yet (spec §5: the invoice paid and the delivery documents
// signed first): one line per missing step, each with a link to the page where it is done.
import ArrowForward from '@mui/icons-material/ArrowForward';
import LockClockOutlined from '@mui/icons-material/LockClockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { GridOperatorMissingStep } from '@portal/contract/grid-operator';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type GateRow, gateLink } from '../lib/gate-links';
import { SectionCard } from './section-card';

export function MissingSteps({
  steps,
  row,
}: {
  steps: readonly GridOperatorMissingStep[];
  row: GateRow | undefined;
}) {
  const { t } = useTranslation('gridOperator');
  return (
    <SectionCard id="grid-operator-gate" title={t('gate.title')} intro={t('gate.intro')}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 2 }}>
        {steps.map((step) => {
          const link = gateLink(step, row);
          return (
            <Box
              component="li"
              key={step}
              sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
            >
              <LockClockOutlined aria-hidden sx={{ color: 'warning.main', mt: 0.25 }} />
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Typography sx={{ fontWeight: 600 }}>{t(`gate.${step}.title`)}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t(`gate.${step}.text`)}
                </Typography>
              </Box>
              {link && (
                <Button
                  component={Link}
                  to={link.to}
                  variant="outlined"
                  color="inherit"
                  endIcon={<ArrowForward />}
                  sx={{ width: { xs: '100%', sm: 'auto' } }}
                >
                  {t(`gate.links.${link.key}`)}
                </Button>
              )}
            </Box>
          );
        })}
      </Box>
    </SectionCard>
  );
}
