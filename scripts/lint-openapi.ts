// `npm run lint:openapi`: lints the integration API's OpenAPI document with Redocly's
// recommended-strict rules (redocly.yaml). The document is made at run time from the routes, so
// the real app is built on a throw-away SQLite database, the document fetched from it and written
// to a temporary file, and that file linted.
//   node scripts/lint-openapi.ts
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestApp } from '../apps/server/test/test-app.ts';

const root = join(import.meta.dirname, '..');
// A tenant origin as in production: the test default (localhost) is what the servers rule refuses.
const app = await buildTestApp('sqlite', {
  config: { tenantOriginTemplate: 'https://{tenant}.energieportaal.be' },
});
let status = 1;
const folder = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
try {
  const response = await app.server.inject({
    method: 'GET',
    url: '/api/integration/v1/openapi.json',
    headers: { 'x-subdomain': 'demo' },
  });
  if (response.statusCode !== 200) {
    throw new Error(`the document answered ${response.statusCode}: ${response.body}`);
  }
  const file = join(folder, 'integration-api.json');
  writeFileSync(file, response.body);
  const redocly = join(root, 'node_modules/.bin/redocly');
  const lint = spawnSync(redocly, ['lint', '--config', join(root, 'redocly.yaml'), file], {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  status = lint.status ?? 1;
} finally {
  await app.close();
  rmSync(folder, { recursive: true, force: true });
}
process.exit(status);
