// The browser's side of a painted first screen (decision 059): the app started on the server's
// HTML of /installations hydrates it — the painted elements stay, React (its development build,
// which compares attributes too) reports no difference between the two — and a screen painted in
// another language than the app starts in is rendered over instead.
import { StorageKey } from '@portal/domain/constants';
import type { Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localStore } from '../../lib/storage';
import { tenantPage } from '../../testing/first-screen-page';

/** The apps a test put on the page; each leaves with its test, as a page's app leaves with it. */
const mounted: Root[] = [];

/** The app's modules, fresh for each test: one page load each, as in a browser. */
async function freshApp() {
  vi.resetModules();
  const [renderer, mount, router, rootLoader, i18n, block, seed, queries, session] =
    await Promise.all([
      import('./render-first-screen'),
      import('./mount'),
      import('../router'),
      import('../root-loader'),
      import('../../lib/i18n'),
      import('../../lib/first-screen-block'),
      import('../../features/portal/lib/seed-from-page'),
      import('../../lib/query-client'),
      import('../../features/auth/session'),
    ]);
  session.saveUser({
    id: 7,
    email: 'jan.peeters@example.be',
    languageCode: 'nl',
    countryCode: 'BE',
  });

  async function paint(url: string, language?: 'fr'): Promise<HTMLElement> {
    const hints = { signedIn: true, monitoring: false, language };
    const screen = renderer.default.screenOf({ url, hints, page: tenantPage });
    if (!screen) throw new Error(`no screen for ${url}`);
    const painted = await renderer.default.render(screen, tenantPage);
    // The server and the browser never share a JavaScript world; here they do. React's server
    // renderer leaves the context values of its last task in place (it runs alone on a server):
    // one more render with no provider takes them back to their defaults before the browser's.
    await prerender(<span />);
    const bootstrap = JSON.stringify(tenantPage);
    document.head.innerHTML = `<script type="application/json" id="portal-bootstrap">${bootstrap}</script>${painted.head}`;
    document.body.innerHTML = painted.root;
    const container = document.getElementById('root');
    if (!container) throw new Error('no #root');
    return container;
  }

  /** What boot.tsx does, in its order. */
  async function start(container: HTMLElement, url: string) {
    window.history.replaceState(null, '', url);
    const painted = block.readFirstScreenBlock();
    if (painted) i18n.provideTranslations(painted.language, painted.translations);
    seed.seedPortalQueries(queries.queryClient);
    void rootLoader.prepareFirstPage(window.location.href);
    const onFirstPage = vi.fn();
    const root = await mount.mountApp({
      container,
      router: router.createAppRouter(),
      painted,
      onFirstPage,
    });
    mounted.push(root);
    return onFirstPage;
  }

  return { paint, start };
}

/** console.error's messages but one: React's development build marks each context with the
 * renderer that used it last, and warns when the other renderer of this shared world uses it
 * next. That is no difference in the HTML. */
/** What the app reported, with React's arguments (a hydration difference names its attribute and
 * the two values there, after the message). */
function errorsReported(errors: { mock: { calls: unknown[][] } }): string[] {
  return errors.mock.calls
    .map((call) => call.map(String).join(' '))
    .filter((message) => !message.startsWith('Detected multiple renderers'));
}

// Each test loads the whole app afresh: seconds on a busy machine.
describe('the app on the first screen the server painted', { timeout: 30_000 }, () => {
  beforeEach(() => {
    // The list's call stays unanswered: the page shows the painted frame's spinner meanwhile.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
  });
  afterEach(() => {
    // An app left running would go on rendering (its translations arrive, its router settles)
    // while the next test's server render runs in this same JavaScript world, and both write the
    // same React contexts' current values: the next screen could be painted with this one's.
    for (const root of mounted.splice(0)) root.unmount();
    localStore.remove(StorageKey.User);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('hydrates /installations without a difference and keeps the painted elements', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { paint, start } = await freshApp();
    const container = await paint('/installations');
    const intro = container.querySelector('main p');
    const sideBar = container.querySelector('nav');
    const onFirstPage = await start(container, '/installations');
    await vi.waitFor(() => expect(container.getAttribute('data-first-screen')).toBe('hydrated'));
    expect(onFirstPage).toHaveBeenCalledWith(true);
    expect(errorsReported(errors)).toEqual([]);
    expect(intro?.isConnected).toBe(true);
    expect(container.querySelector('main p')).toBe(intro);
    expect(container.querySelector('nav')).toBe(sideBar);
  });

  it('renders over a screen painted in another language than the app starts in', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { paint, start } = await freshApp();
    // The hints said French; this browser's customer reads Dutch.
    const container = await paint('/installations', 'fr');
    expect(container.querySelector('main p')?.textContent).toMatch(/^Suivez ici/);
    const onFirstPage = await start(container, '/installations');
    expect(container.getAttribute('data-first-screen')).toBe('replaced');
    expect(onFirstPage).toHaveBeenCalledWith(true);
    await vi.waitFor(() =>
      expect(container.querySelector('main p')?.textContent).toMatch(/^Volg hier/),
    );
    expect(errorsReported(errors)).toEqual([]);
  });
});
