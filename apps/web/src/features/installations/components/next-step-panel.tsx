// The one next step of an installation: a button to the action's page, or who acts next.
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { InstallationRow } from '@portal/domain/installation-row';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { nextStep } from '../lib/next-step';

export function NextStepPanel({
  row,
  features,
  children,
}: {
  row: InstallationRow;
  features: readonly string[];
  /** Further buttons placed before the action's button (e.g. a link to the details). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('installations');
  const step = nextStep(row, features);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="overline"
          component="p"
          sx={{ color: 'text.secondary', lineHeight: 1.6 }}
        >
          {t('next.label')}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {step.kind === 'action' ? t(`next.action.${step.action}.text`) : t(`next.${step.kind}`)}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'flex-end',
          gap: 1,
          ml: 'auto',
          width: { xs: '100%', sm: 'auto' },
        }}
      >
        {children}
        {step.kind === 'action' && (
          <Button
            variant="contained"
            component={Link}
            to={step.target}
            endIcon={<ArrowForward />}
            sx={{
              whiteSpace: 'nowrap',
              flex: { xs: '1 1 100%', sm: '0 0 auto' },
              order: { xs: -1, sm: 0 },
            }}
          >
            {t(`next.action.${step.action}.button`)}
          </Button>
        )}
      </Box>
    </Box>
  );
}
