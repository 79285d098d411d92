// The page policy with a tenant's tag manager (decision 077): a tenant with a container id gets
// exactly the configured tag-manager origin in script-src, img-src and connect-src, and nothing
// else changes; a tenant without one keeps the policy without it. The tag-id answer names the same
// origin, so the app loads the container only from where its policy allows.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from './databases.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

const standIn = 'http://127.0.0.1:4999';

function policyFor(tagManager: string): string {
  return [
    "default-src 'self'",
    `script-src 'self'${tagManager}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${tagManager}`,
    "font-src 'self' data:",
    `connect-src 'self'${tagManager}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

describe.each(testDialects())('the tag manager in the page policy on %s', (dialect) => {
  const webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
  );
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp(dialect, { config: { webDist, tagManagerOrigin: standIn } });
    // Before the first request, so no tenant cache holds the demo seed's (containerless) helios.
    await app.database.db
      .updateTable('tenants')
      .set({ tag_manager_id: 'GTM-HELIOS1' })
      .where('subdomain', '=', 'helios')
      .execute();
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const pagePolicy = async (tenant: string) => {
    const page = await app.server.inject({
      url: '/installations',
      headers: { host: `${tenant}.localhost:3000`, accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    return page.headers['content-security-policy'];
  };

  it("lists exactly the tag manager's origin for the tenant with a container", async () => {
    expect(await pagePolicy('helios')).toBe(policyFor(` ${standIn}`));
  });

  it('lists no tag manager for the tenant without one', async () => {
    const policy = await pagePolicy('demo');
    expect(policy).toBe(policyFor(''));
    expect(policy).not.toContain('127.0.0.1');
  });

  it('names the origin the policy allows with the container id, and none without one', async () => {
    const tagId = async (tenant: string) =>
      (
        await app.server.inject({
          url: `/api/portal/tag-id?subDomain=${tenant}`,
          headers: { 'x-subdomain': tenant },
        })
      ).json();
    expect(await tagId('helios')).toEqual({
      data: { tagId: 'GTM-HELIOS1', scriptOrigin: standIn },
      errors: [],
    });
    expect(await tagId('demo')).toEqual({ data: { tagId: null, scriptOrigin: null }, errors: [] });
  });
});
