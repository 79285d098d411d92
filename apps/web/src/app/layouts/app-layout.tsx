// The app layout (spec §2): for signed-in customers a side bar on desktop, or a bottom bar (on the
// spec's app-layout routes) and a profile menu on mobile; the top bar above the page; the page in the centred column. On the home
// view of a signed-in customer, the install dialog's moment (decision 045). Both navigations are
// rendered and CSS shows the one for the width (decision 059): the server's HTML is then right on
// a phone and on a desktop alike, and the browser hydrates it without a difference.
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
  phoneBottomBar = true,
  children,
}: {
  meta: RouteMeta;
  chrome: PageChrome;
  /** The phone's bottom bar; pages outside the spec's app layout keep only the top bar there. */
  phoneBottomBar?: boolean;
  children: ReactNode;
}) {
  const shell = useShell(meta, chrome);
  const entries = useNavigationEntries(shell.isLoggedIn);
  const withNavigation = shell.isLoggedIn;
  const main = [
    entries.installations,
    entries.dashboard,
    entries.documents,
    entries.loyalty,
  ].filter((e) => e !== undefined);
  const secondary = [entries.support, entries.account, entries.notifications].filter(
    (e) => e !== undefined,
  );

  const withDeviceSelector = shell.actions.some((action) => action.kind === 'device-selector');

  return (
    <div className={styles.app}>
      {withNavigation && (
        <SideBar
          className={styles.desktopOnly}
          width={SIDE_BAR_WIDTH_PX}
          logo={shell.logo(36)}
          groups={{ main, monitoring: entries.monitoring, secondary }}
          onLogout={shell.logout}
        />
      )}
      {shell.fullTopBar ? (
        <TopBar
          besideSideBar={withNavigation}
          // On a phone the home view shows the logo in the title's place (the title stays for
          // screen readers); a page with a back button shows its title, unless it has a device
          // selector: the device's whole name then takes the title's room, and the bottom bar
          // already says which section this is.
          logo={shell.onBack ? undefined : shell.logo(32)}
          logoOn="phone"
          title={shell.title}
          titleHiddenOn={shell.onBack && !withDeviceSelector ? 'never' : 'phone'}
          onBack={shell.onBack}
          actions={shell.actions}
          end={
            withNavigation ? (
              <MobileTopBarEnd homeView={meta.homeView} entries={entries} onLogout={shell.logout} />
            ) : undefined
          }
          endOn="phone"
        />
      ) : (
        <LogoTopBar logo={shell.logo(36)} title={shell.title} />
      )}
      <main
        id="main"
        className={classNames(
          styles.main,
          withNavigation && phoneBottomBar && styles.aboveBottomBar,
        )}
      >
        {children}
      </main>
      {withNavigation && meta.homeView && <InstallPromptMoment />}
      {withNavigation && phoneBottomBar && (
        <BottomBar
          className={styles.phoneOnly}
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
