// The logo-only top bar for visitors (spec §2, §6), with the language choice at its end. The
// page title stays in the bar as a heading for screen readers, so every page keeps its h1.
import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../../components/language-switcher';
import { TopBar } from '../../components/navigation/top-bar';
import { usePortalConfig } from '../../features/portal/api/get-portal-config';

export function LogoTopBar({ logo, title }: { logo: ReactNode; title: string }) {
  const { languages } = usePortalConfig();
  return (
    <TopBar
      logo={logo}
      title={title}
      titleHiddenOn="always"
      end={<LanguageSwitcher languages={languages} />}
    />
  );
}
