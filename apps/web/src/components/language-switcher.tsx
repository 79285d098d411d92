// Switches the interface language through the `lang` query parameter (spec §2), so the choice is
// also a shareable address. Toggle buttons in a named group: the pressed one is the language shown.
// Only the tenant's languages, in its order, and no switch at all when it has one (decision 056,
// as on its login page).
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styles from './language-switcher.module.css';

export function LanguageSwitcher({ languages }: { languages: readonly string[] }) {
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
  if (languages.length < 2) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form's fieldset
    <div role="group" aria-label={t('language.label')} className={styles.group}>
      {languages.map((language) => {
        const pressed = i18n.resolvedLanguage === language;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={pressed}
            // The visible code starts the accessible name (WCAG 2.5.3), the language name follows.
            aria-label={`${language.toUpperCase()} – ${t(`language.${language}`)}`}
            className={styles.choice}
            onClick={() => {
              if (!pressed) choose(language);
            }}
          >
            {language.toUpperCase()}
          </button>
        );
      })}
    </div>
  );
}
