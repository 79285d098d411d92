// Switches the interface language through the `lang` query parameter (spec §2), so the choice is
// also a shareable address.
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { SUPPORTED_LOCALES } from '@portal/domain/constants';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const location = useLocation();
  const navigate = useNavigate();
  const choose = (language: string) => {
    const search = new URLSearchParams(location.search);
    search.set('lang', language);
    void navigate(
      { pathname: location.pathname, search: `?${search}`, hash: location.hash },
      { replace: true },
    );
  };
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={i18n.resolvedLanguage}
      aria-label={t('language.label')}
      onChange={(_event, language: string | null) => language && choose(language)}
    >
      {SUPPORTED_LOCALES.map((language) => (
        <ToggleButton
          key={language}
          value={language}
          lang={language}
          // The visible code starts the accessible name (WCAG 2.5.3), the language name follows.
          aria-label={`${language.toUpperCase()} – ${t(`language.${language}`)}`}
          sx={{ px: 1.5, py: 0.5, fontWeight: 700 }}
        >
          {language.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
