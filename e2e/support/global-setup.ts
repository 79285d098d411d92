// Runs once before the browser test files, which run in parallel workers: builds the web app when
// it is missing or stale, and tells the workers (through their environment) that it is current,
// so that no file rebuilds it while another file's server serves it.
import { ensureWebBuild, WEB_BUILD_CHECKED } from './portal-server.ts';

export default function setup(): void {
  ensureWebBuild();
  process.env[WEB_BUILD_CHECKED] = 'true';
}
