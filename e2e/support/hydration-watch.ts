// Every browser test fails on a first screen the app could not hydrate (decision 059): the server's
// HTML and the app's first render must never differ. React reports such a difference as a
// recoverable error, which the app logs (app/first-screen/mount.tsx); an error React throws while
// hydrating, or its minified hydration codes, count too. Watches every page of a context, those
// a test opens later included.
import type { BrowserContext, Page } from 'playwright-core';

/** React's production codes for HTML it could not hydrate, and the app's own report. */
const hydrationFailure = /hydrat|Minified React error #(418|419|421|422|423|425)\b/i;

export function watchHydration(context: BrowserContext, failures: string[]): void {
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error' && hydrationFailure.test(message.text())) {
        failures.push(`${page.url()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => {
      if (hydrationFailure.test(`${error.message}`))
        failures.push(`${page.url()}: ${error.message}`);
    });
  };
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
}
