// Loads the web app's server build (decision 059): `apps/web/dist-ssr/first-screen.js`, built by
// `vite build --ssr` beside the browser build the server serves. The server never imports the web
// app's sources (decision 011): the module is loaded by path at run time and used through the
// contract's small interface, after a check that it has that shape. No build, or one older than
// the browser build beside it (its class names and texts could differ from the browser's), means
// no painted first screen: the browser renders every page itself, as before.
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FirstScreenRenderer } from '@portal/contract/first-screen';
import type { FastifyBaseLogger } from 'fastify';

export const FIRST_SCREEN_MODULE = 'first-screen.js';

/** Where the server build of the web build in `webDist` lives. */
export function serverBuildOf(webDist: string): string {
  return resolve(webDist, '..', 'dist-ssr');
}

function isRenderer(value: unknown): value is FirstScreenRenderer {
  return (
    typeof value === 'object' &&
    value !== null &&
    'screenOf' in value &&
    typeof value.screenOf === 'function' &&
    'render' in value &&
    typeof value.render === 'function'
  );
}

export async function loadFirstScreenRenderer(
  webDist: string,
  log: FastifyBaseLogger,
): Promise<FirstScreenRenderer | undefined> {
  const file = join(serverBuildOf(webDist), FIRST_SCREEN_MODULE);
  const index = join(webDist, 'index.html');
  if (!existsSync(file)) {
    log.info(`no server build at ${file}: the browser renders every page itself`);
    return undefined;
  }
  if (statSync(file).mtimeMs < statSync(index).mtimeMs) {
    log.warn(`${file} is older than ${index}: not painting first screens until both are rebuilt`);
    return undefined;
  }
  const loaded: unknown = await import(pathToFileURL(file).href);
  const renderer =
    typeof loaded === 'object' && loaded !== null && 'default' in loaded
      ? loaded.default
      : undefined;
  if (!isRenderer(renderer)) {
    log.warn(`${file} does not export a first-screen renderer`);
    return undefined;
  }
  return renderer;
}
