// Leaves the server what it needs to paint this browser's next first screen (decision 059): the
// interface language, whether a customer is signed in and the monitoring flag, in a cookie of the
// tenant's origin (FIRST_SCREEN_COOKIE), written at start and whenever one of them may change.
import { FIRST_SCREEN_COOKIE, formatFirstScreenHints } from '@portal/contract/first-screen';
import { isLoggedIn, subscribeSession } from '../../features/auth/session';
import { currentLanguage, i18n } from '../../lib/i18n';
import { readLocalFlag } from '../../lib/storage';
import { MONITORING_ENABLED_KEY } from '../../lib/storage-keys';
import type { AppRouter } from '../router';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

function writeHints(): void {
  const value = formatFirstScreenHints({
    language: currentLanguage(),
    signedIn: isLoggedIn(),
    monitoring: readLocalFlag(MONITORING_ENABLED_KEY),
  });
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie, written whole; the Cookie Store API is missing in Firefox and Safari
  document.cookie = `${FIRST_SCREEN_COOKIE}=${value}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
}

/** Called once the router has made its first navigation (the language is known by then). */
export function rememberFirstScreen(router: AppRouter): void {
  writeHints();
  router.subscribe((state) => {
    if (state.navigation.state === 'idle') writeHints();
  });
  i18n.on('languageChanged', writeHints);
  subscribeSession(writeHints);
  // The monitoring flag is written by whichever page lists the devices: leaving the page (a
  // reload, a link elsewhere, closing the tab) takes the latest value along.
  window.addEventListener('pagehide', writeHints);
}
