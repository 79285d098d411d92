// When the portal offers installing it as an app (decision 045): never on a first
// visit, never when it runs installed already (display-mode standalone), never within
// PROMPT_DECLINE_MEMORY_DAYS of a decline (the push dialog's memory). Where the browser keeps an
// install offer (Chromium's beforeinstallprompt) the dialog installs; iOS Safari has no such event
// and gets instructions (Share, then Add to Home Screen); other browsers get nothing.
import { PROMPT_DECLINE_MEMORY_MS } from '@portal/domain/constants';
import { localStore } from '../../../lib/storage';

export const INSTALL_DECLINED_KEY = 'installPromptDeclined';
/** The install dialog waits for the customer's second visit: someone who comes back. */
export const INSTALL_OFFER_FROM_VISIT = 2;

export type InstallOffer = 'prompt' | 'ios-instructions' | null;

export interface InstallSituation {
  standalone: boolean;
  hasInstallPrompt: boolean;
  iosSafari: boolean;
  declinedRecently: boolean;
  visits: number;
}

export function installOfferFor(situation: InstallSituation): InstallOffer {
  if (situation.standalone || situation.declinedRecently) return null;
  if (situation.visits < INSTALL_OFFER_FROM_VISIT) return null;
  if (situation.hasInstallPrompt) return 'prompt';
  return situation.iosSafari ? 'ios-instructions' : null;
}

/**
 * iPhone, iPod or iPad (iPadOS says Macintosh, with a touch screen) in Safari itself: Chrome,
 * Firefox and Edge on iOS name themselves (CriOS, FxiOS, EdgiOS) and add to the home screen
 * through other menus.
 */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const apple =
    /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return apple && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
}

export function runsInstalled(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

export function rememberInstallDeclined(): void {
  localStore.write(INSTALL_DECLINED_KEY, true, PROMPT_DECLINE_MEMORY_MS);
}

export function installDeclinedRecently(): boolean {
  return localStore.has(INSTALL_DECLINED_KEY);
}
