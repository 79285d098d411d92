// The landing page (spec §2, "/"): no top bar and no side bar; the tenant's logo, its welcome
// text (tenant texts override landing.*) and the way to the installations.
import ArrowForward from '@mui/icons-material/ArrowForward';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import SolarPower from '@mui/icons-material/SolarPower';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { TenantLogo } from '../../components/tenant-logo';
import { usePortalConfig } from '../../features/portal/api/get-portal-config';
import { routeNames } from '../../lib/route-names';

const highlights = [
  { key: 'follow', icon: SolarPower },
  { key: 'documents', icon: DescriptionOutlined },
  { key: 'help', icon: SupportAgentOutlined },
] as const;

export default function LandingRoute() {
  const { t } = useTranslation(['common', 'pages']);
  const config = usePortalConfig();
  const name = t('common:companyName');
  return (
    <Box
      component="main"
      id="main"
      sx={(theme) => ({
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: `linear-gradient(160deg, ${alpha(theme.palette.primary.main, 0.22)} 0%, ${theme.palette.background.default} 55%)`,
      })}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 2 }}>
        <LanguageSwitcher languages={config.languages} />
      </Box>
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', px: 2, pb: 6 }}>
        <Paper
          variant="outlined"
          sx={{
            width: '100%',
            maxWidth: 560,
            p: { xs: 3, sm: 5 },
            borderRadius: '28px',
            textAlign: 'center',
          }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
            <TenantLogo url={config.logo.url} name={name} height={64} align="center" />
          </Box>
          <Typography
            component="h1"
            variant="h1"
            sx={{ mb: 1.5, fontSize: { xs: '1.625rem', sm: '2rem' }, textWrap: 'balance' }}
          >
            {t('common:welcomeTitle')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 4, fontSize: '1.075rem' }}>
            {t('common:welcomeText')}
          </Typography>
          <Button
            variant="contained"
            size="large"
            fullWidth
            component={Link}
            to={routeNames.installations}
            endIcon={<ArrowForward />}
          >
            {t('common:actions.toInstallations')}
          </Button>
          <Stack
            component="ul"
            spacing={1.5}
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 4, textAlign: 'left' }}
          >
            {highlights.map(({ key, icon: Icon }) => (
              <Box
                component="li"
                key={key}
                sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}
              >
                <Box
                  aria-hidden
                  sx={(theme) => ({
                    width: 36,
                    height: 36,
                    flexShrink: 0,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: alpha(theme.palette.primary.main, 0.18),
                  })}
                >
                  <Icon fontSize="small" />
                </Box>
                <Typography variant="body2">{t(`common:landing.highlights.${key}`)}</Typography>
              </Box>
            ))}
          </Stack>
        </Paper>
      </Box>
    </Box>
  );
}
