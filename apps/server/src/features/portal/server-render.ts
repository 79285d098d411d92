// Paints a page's first screen into index.html (decision 059): the tenant's shell and the page's
// frame, rendered by the web app's server build (first-screen-module.ts) for the screen the
// request shows — path, language, and the hints the browser left in its cookie — with the
// screen's translations and the tenant's colours in the head. A render is kept per tenant page
// data × screen (the build does not change while the server runs), so a page costs a render once;
// the cache is bounded whatever paths visitors ask for. A screen that fails to render is logged
// and served unpainted: the browser then renders it, as it did before.
import { createHash } from 'node:crypto';
import {
  FIRST_SCREEN_COOKIE,
  type FirstScreen,
  type FirstScreenRenderer,
  parseFirstScreenHints,
  type RenderedFirstScreen,
} from '@portal/contract/first-screen';
import { APP_PRELOADS_ID } from '@portal/contract/first-screen-markup';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { escapeHtml } from '../../platform/http/html-escape.ts';

/** Screens kept: a few pages × languages × hints for each tenant. */
const KEPT_SCREENS = 500;
/** Longer paths are no page of the portal: left to the browser, not rendered. */
const LONGEST_PATH = 512;

export interface PageRequest {
  /** The page's path and query. */
  url: string;
  cookieHeader: string | undefined;
  /** The page data block's content (realm, configuration), for the tenant of the page. */
  pageData: { realm: unknown; config: unknown };
}

export interface FirstScreenPainter {
  /** `html` with the request's first screen painted in, or unchanged when there is none. */
  paint(html: string, request: PageRequest): Promise<string>;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The app's modulepreload links (marked by the web build, as single-page-app.ts reads them). */
const appModulePreloads = /<link rel="modulepreload"[^>]*\sdata-app[^>]*>\s*/g;

/**
 * index.html with the screen in: language, title, head additions and the painted `#root`. The
 * app's modulepreload links wait in an inert template until the entry has seen the first paint.
 */
export function withFirstScreen(html: string, screen: RenderedFirstScreen): string {
  const preloads = html.match(appModulePreloads)?.join('') ?? '';
  const held = `<template id="${APP_PRELOADS_ID}">${preloads}</template>`;
  // Replacer functions: a `$` in the rendered text must not read as a replacement pattern.
  return html
    .replace(appModulePreloads, '')
    .replace(/<html lang="[^"]*">/, () => `<html lang="${escapeHtml(screen.language)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(screen.title)}</title>`)
    .replace('</head>', () => `${held}${screen.head}</head>`)
    .replace('<div id="root"></div>', () => screen.root);
}

export function createFirstScreenPainter(
  renderer: FirstScreenRenderer,
  log: FastifyBaseLogger,
): FirstScreenPainter {
  const screens = new LRUCache<string, Promise<RenderedFirstScreen | undefined>>({
    max: KEPT_SCREENS,
  });

  function screenOf(request: PageRequest): FirstScreen | undefined {
    const hints = parseFirstScreenHints(cookieValue(request.cookieHeader, FIRST_SCREEN_COOKIE));
    try {
      return renderer.screenOf({ url: request.url, hints, page: request.pageData });
    } catch (error) {
      log.warn({ err: error, url: request.url }, 'no first screen for this page');
      return undefined;
    }
  }

  function rendered(request: PageRequest): Promise<RenderedFirstScreen | undefined> {
    const screen = screenOf(request);
    if (!screen || screen.path.length > LONGEST_PATH) return Promise.resolve(undefined);
    const tenantPage = createHash('sha256').update(JSON.stringify(request.pageData)).digest('hex');
    const key = JSON.stringify([tenantPage, screen]);
    const kept = screens.get(key);
    if (kept) return kept;
    const rendering = renderer.render(screen, request.pageData).catch((error: unknown) => {
      log.warn({ err: error, path: screen.path }, 'the first screen could not be painted');
      return undefined;
    });
    screens.set(key, rendering);
    return rendering;
  }

  return {
    async paint(html, request) {
      const screen = await rendered(request);
      return screen ? withFirstScreen(html, screen) : html;
    },
  };
}
