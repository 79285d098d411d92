// The first screen the portal server paints with the web app's own components (decision 059).
// Two things are shared: the cookie in which the browser tells the server how it last showed
// the portal on this origin (the server cannot read local storage), and the shape of the module
// the web app's server build exports, which the server loads by path at run time.
import { z } from 'zod/mini';
import { languageSchema } from './portal.ts';

/** The cookie the web app writes on its origin; only the server reads it. */
export const FIRST_SCREEN_COOKIE = 'portal-screen';

/**
 * What the browser showed last: the interface language, whether a customer was signed in and
 * whether the monitoring entries were on. Hints for painting a frame, never a credential: the
 * data behind the frame still needs a token, and a wrong hint only costs a repaint.
 */
export const firstScreenHintsSchema = z.object({
  language: z.catch(z.optional(languageSchema), undefined),
  signedIn: z.catch(z.boolean(), false),
  monitoring: z.catch(z.boolean(), false),
});
export type FirstScreenHints = z.infer<typeof firstScreenHintsSchema>;

/** The cookie's value: `lang=nl&signedIn=1&monitoring=0` (no character a cookie forbids). */
export function formatFirstScreenHints(hints: FirstScreenHints): string {
  const values = new URLSearchParams();
  if (hints.language) values.set('lang', hints.language);
  values.set('signedIn', hints.signedIn ? '1' : '0');
  values.set('monitoring', hints.monitoring ? '1' : '0');
  return values.toString();
}

/** The hints in a cookie value; anything missing or malformed reads as a signed-out visitor. */
export function parseFirstScreenHints(value: string | undefined): FirstScreenHints {
  const values = new URLSearchParams(value ?? '');
  const flag = (name: string) => (values.has(name) ? values.get(name) === '1' : undefined);
  return firstScreenHintsSchema.parse({
    language: values.get('lang') ?? undefined,
    signedIn: flag('signedIn'),
    monitoring: flag('monitoring'),
  });
}

/** What a page request tells the web app's server build. */
export interface FirstScreenRequest {
  /** The page's path and query as the browser asked for them (`/installations?lang=fr`). */
  url: string;
  hints: FirstScreenHints;
  /** The page data block the server writes for the tenant: GET portal/realm and portal/config. */
  page: { realm: unknown; config: unknown };
}

/** The screen a request shows: everything the painted HTML depends on besides the tenant. */
export interface FirstScreen {
  path: string;
  language: z.infer<typeof languageSchema>;
  signedIn: boolean;
  monitoring: boolean;
}

export interface RenderedFirstScreen {
  language: FirstScreen['language'];
  /** The document's title. */
  title: string;
  /** For `<head>`: the tenant's colours and the screen's data block (its translations). */
  head: string;
  /** index.html's `<div id="root"></div>`, painted: the element with the screen inside. */
  root: string;
}

/** The module `apps/web/dist-ssr/first-screen.js` exports. */
export interface FirstScreenRenderer {
  /** The screen of a page request, or undefined for a page the server leaves to the browser. */
  screenOf(request: FirstScreenRequest): FirstScreen | undefined;
  render(screen: FirstScreen, page: FirstScreenRequest['page']): Promise<RenderedFirstScreen>;
}
