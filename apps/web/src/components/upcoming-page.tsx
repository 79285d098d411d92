// The frame of a page whose content arrives with a later release: its title is in the top bar
// (from the route), and the body explains what the page will hold, with a way back to the
// installations. Every text comes from the `pages` namespace: pages:<page>.emptyTitle/emptyText.
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ElementType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeNames } from '../lib/route-names';
import { EmptyState } from './empty-state';

export function UpcomingPage({
  page,
  icon,
  intro,
}: {
  page: string;
  icon: ElementType;
  /** A line above the frame, e.g. the tenant's own support introduction. */
  intro?: string;
}) {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <>
      {intro && <Typography sx={{ color: 'text.secondary', mb: 2 }}>{intro}</Typography>}
      <EmptyState
        icon={icon}
        title={t(`pages:${page}.emptyTitle`)}
        text={t(`pages:${page}.emptyText`)}
      >
        <Button variant="outlined" color="inherit" component={Link} to={routeNames.installations}>
          {t('common:actions.toInstallations')}
        </Button>
      </EmptyState>
    </>
  );
}
