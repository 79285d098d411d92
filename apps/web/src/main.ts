// Entry point, kept small on purpose (decision 013): a cold /login leaves for the identity
// provider from here, before anything else loads; every other page boots the app, and starts
// the translations of its likely language at once, in parallel with the app's chunks (decision
// 017) rather than once the app runs. No top-level await: the app's chunk imports shared modules
// from this one, which must finish evaluating first. The browser's install offer is taken here,
// before anything else runs, since it can fire as soon as the page has loaded, and the visit is
// counted for the install dialog's moment (decision 045).
import { startColdLogin } from './features/auth/lib/cold-login-start';
import { firstContentfulPaint, pagePainted, releaseAppPreloads } from './lib/first-screen-root';
import { captureInstallPrompt } from './lib/install-prompt-capture';
import { prefetchLanguage } from './lib/language-bundles';
import { preferredLanguage } from './lib/language-preference';
import { bootstrapDefaultLanguage, bootstrapLanguages } from './lib/page-bootstrap';
import { countVisit } from './lib/visit-count';
import { warmUpIntl } from './lib/warm-up-intl';

/**
 * The app's libraries, one chunk per task, then the app (decision 018). Importing a chunk runs the
 * top-level code of every module in it: the app's import graph in one go held the main thread for
 * its whole evaluation (140 ms here, four times that on Lighthouse's phone), during which the page
 * could not answer input. Between stages the browser paints and handles input. The chunks are
 * already downloading (modulepreload), so the stages add no round trip.
 */
const stages = (language: string): (() => unknown)[] => [
  () => import('./app/stages/data'),
  () => import('./app/stages/react-dom'),
  () => import('./app/stages/router'),
  () => import('./app/stages/i18n'),
  () => warmUpIntl(language),
];

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function startInStages(language: string): Promise<unknown> {
  for (const stage of stages(language)) {
    await stage();
    await nextTask();
  }
  return import('./app/boot');
}

captureInstallPrompt();
countVisit();

void startColdLogin()
  .catch(() => false)
  .then((leaving) => {
    if (leaving) return;
    const { search } = window.location;
    const language = preferredLanguage({
      search,
      tenantDefault: bootstrapDefaultLanguage(),
      offered: bootstrapLanguages(),
    });
    if (!pagePainted()) {
      prefetchLanguage(language);
      return startInStages(language);
    }
    // A page the server painted (decision 059) is on the screen without any script: the app's
    // scripts download once it is, so that they do not hold up its first paint on a slow link.
    // Its first screen's translations came with it; the language's chunk, for the other pages,
    // loads once that screen is live.
    return firstContentfulPaint().then(() => {
      releaseAppPreloads();
      return startInStages(language);
    });
  });
