import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installTagManager, trackPageView } from './route-tracking';
import { rememberTrackingChoice } from './tracking-consent';

function capturedScripts() {
  // Captured, not attached: happy-dom would try (and refuse) to load the script.
  const append = vi.spyOn(document.head, 'append').mockImplementation(() => undefined);
  return () =>
    append.mock.calls
      .flat()
      .filter((node): node is HTMLScriptElement => node instanceof HTMLScriptElement);
}

describe('route tracking before consent', () => {
  beforeEach(() => {
    Reflect.deleteProperty(window, 'dataLayer');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('creates no data layer, records no page view and loads no script while undecided', () => {
    vi.useFakeTimers();
    const scripts = capturedScripts();
    trackPageView('/installations', 'Mijn installaties');
    installTagManager('GTM-UNDECIDED');
    vi.runAllTimers();
    expect(window.dataLayer).toBeUndefined();
    expect(scripts()).toHaveLength(0);
  });

  it('tracks nothing after a refusal', () => {
    vi.useFakeTimers();
    rememberTrackingChoice('refused');
    const scripts = capturedScripts();
    trackPageView('/documents', 'Documenten');
    installTagManager('GTM-REFUSED');
    vi.runAllTimers();
    expect(window.dataLayer).toBeUndefined();
    expect(scripts()).toHaveLength(0);
  });
});

describe('route tracking after consent', () => {
  beforeEach(() => rememberTrackingChoice('accepted'));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    // No data layer left behind: the tests before consent expect none.
    Reflect.deleteProperty(window, 'dataLayer');
    localStorage.clear();
  });

  it('pushes one page_view per navigation into the data layer', () => {
    trackPageView('/installations', 'Mijn installaties · Zonnewende Energie');
    trackPageView('/installations', 'Mijn installaties · Zonnewende Energie');
    trackPageView('/support?tab=open', 'Hulp · Zonnewende Energie');
    expect(window.dataLayer).toEqual([
      {
        event: 'page_view',
        page_path: '/installations',
        page_title: 'Mijn installaties · Zonnewende Energie',
      },
      {
        event: 'page_view',
        page_path: '/support?tab=open',
        page_title: 'Hulp · Zonnewende Energie',
      },
    ]);
  });

  it('injects the tag manager once, only with an id, and only when the page is idle', () => {
    vi.useFakeTimers();
    const scripts = capturedScripts();
    installTagManager(null);
    installTagManager('');
    installTagManager('GTM-DEMO001');
    installTagManager('GTM-DEMO001');
    expect(scripts()).toHaveLength(0);
    vi.runAllTimers();
    expect(scripts().map((script) => script.getAttribute('src'))).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-DEMO001',
    ]);
    expect(window.dataLayer?.[0]).toMatchObject({ event: 'gtm.js' });
  });

  it('loads the container from the origin the server names', () => {
    vi.useFakeTimers();
    const scripts = capturedScripts();
    installTagManager('GTM-STANDIN', 'http://127.0.0.1:4999');
    vi.runAllTimers();
    expect(scripts().map((script) => script.getAttribute('src'))).toEqual([
      'http://127.0.0.1:4999/gtm.js?id=GTM-STANDIN',
    ]);
  });
});
