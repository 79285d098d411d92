// The app layout (spec §2): for signed-in customers a side bar on desktop, or a bottom bar and a
// profile menu on mobile; the top bar above the page; the page in the centred column. On the home
// view of a signed-in customer, the install dialog's moment (decision 045).
import type { ReactNode } from 'react';
import { BottomBar } from '../../components/navigation/bottom-bar';
import { SideBar } from '../../components/navigation/side-bar';
import { TopBar } from '../../components/navigation/top-bar';
import type { PageChrome } from '../../components/navigation/top-bar-types';
import { InstallPromptMoment } from '../../features/install-app/components/install-prompt-moment';
import { SIDE_BAR_WIDTH_PX } from '../../lib/layout-sizes';
import { classNames } from '../../ui/class-names';
import type { RouteMeta } from '../guards/route-meta';
import styles from './layouts.module.css';
import { LogoTopBar } from './logo-top-bar';
import { MobileTopBarEnd } from './mobile-top-bar-end';
import { useNavigationEntries } from './use-navigation-entries';
import { useShell } from './use-shell';

export function AppLayout({
  meta,
  chrome,
  children,
}: {
  meta: RouteMeta;
  chrome: PageChrome;
  children: ReactNode;
}) {
  const shell = useShell(meta, chrome);
  const entries = useNavigationEntries(shell.isLoggedIn);
  const withNavigation = shell.isLoggedIn;
  const sideBar = withNavigation && !shell.isMobile;
  const bottomBar = withNavigation && shell.isMobile;
  const main = [
    entries.installations,
    entries.dashboard,
    entries.documents,
    entries.loyalty,
  ].filter((e) => e !== undefined);
  const secondary = [entries.support, entries.account, entries.notifications].filter(
    (e) => e !== undefined,
  );

  return (
    <div className={styles.app}>
      {sideBar && (
        <SideBar
          width={SIDE_BAR_WIDTH_PX}
          logo={shell.logo(36)}
          groups={{ main, monitoring: entries.monitoring, secondary }}
          onLogout={shell.logout}
        />
      )}
      {shell.fullTopBar ? (
        <TopBar
          offsetLeft={sideBar ? SIDE_BAR_WIDTH_PX : 0}
          logo={shell.isMobile && !shell.onBack ? shell.logo(32) : undefined}
          title={shell.title}
          titleHidden={shell.isMobile && !shell.onBack}
          onBack={shell.onBack}
          actions={shell.actions}
          end={
            shell.isMobile && withNavigation ? (
              <MobileTopBarEnd homeView={meta.homeView} entries={entries} onLogout={shell.logout} />
            ) : undefined
          }
        />
      ) : (
        <LogoTopBar logo={shell.logo(36)} title={shell.title} />
      )}
      <main id="main" className={classNames(styles.main, bottomBar && styles.aboveBottomBar)}>
        {children}
      </main>
      {withNavigation && meta.homeView && <InstallPromptMoment />}
      {bottomBar && (
        <BottomBar
          main={[entries.installations, entries.support].filter((e) => e !== undefined)}
          monitoring={entries.monitoring}
          monitoringEntry={{
            label: entries.monitoringLabel,
            icon: entries.monitoring[0]?.icon ?? <span />,
          }}
        />
      )}
    </div>
  );
}
