// The blank layout (spec §2, the default): no side bar or bottom bar; the top bar is full for
// signed-in customers (back, title, actions; the profile menu on mobile) and logo-only otherwise.
// What differs by width is chosen by CSS (decision 059).
import type { ReactNode } from 'react';
import { ProfileMenu } from '../../components/navigation/profile-menu';
import { TopBar } from '../../components/navigation/top-bar';
import type { PageChrome } from '../../components/navigation/top-bar-types';
import type { RouteMeta } from '../guards/route-meta';
import styles from './layouts.module.css';
import { LogoTopBar } from './logo-top-bar';
import { useShell } from './use-shell';

export function BlankLayout({
  meta,
  chrome,
  children,
}: {
  meta: RouteMeta;
  chrome: PageChrome;
  children: ReactNode;
}) {
  const shell = useShell(meta, chrome);
  const desktopLogo = (
    <>
      {shell.logo(32)}
      <span aria-hidden="true" className={styles.logoDivider} />
    </>
  );
  return (
    <div className={styles.blank}>
      {shell.fullTopBar ? (
        <TopBar
          logo={desktopLogo}
          logoOn="desktop"
          title={shell.title}
          onBack={shell.onBack}
          actions={shell.actions}
          end={shell.isLoggedIn ? <ProfileMenu onLogout={shell.logout} /> : undefined}
          endOn="phone"
        />
      ) : (
        <LogoTopBar logo={shell.logo(36)} title={shell.title} />
      )}
      <main id="main" className={styles.main}>
        {children}
      </main>
    </div>
  );
}
