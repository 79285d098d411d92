// The 404 page (spec §2, catch-all): says the address leads nowhere and offers the way home.
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { useSession } from '../../features/auth/hooks/use-session';
import { routeNames } from '../../lib/route-names';

export default function NotFoundRoute() {
  const { t } = useTranslation(['pages', 'common']);
  const { isLoggedIn } = useSession();
  return (
    <>
      <Typography
        aria-hidden
        sx={{
          textAlign: 'center',
          fontSize: { xs: 72, md: 96 },
          fontWeight: 800,
          color: 'text.secondary',
          lineHeight: 1,
          mb: 2,
        }}
      >
        404
      </Typography>
      <EmptyState
        icon={SearchOffOutlined}
        title={t('pages:notFound.emptyTitle')}
        text={t('pages:notFound.emptyText')}
      >
        <Button
          variant="contained"
          component={Link}
          to={isLoggedIn ? routeNames.installations : routeNames.home}
        >
          {t(isLoggedIn ? 'common:actions.toInstallations' : 'common:actions.toHome')}
        </Button>
      </EmptyState>
    </>
  );
}
