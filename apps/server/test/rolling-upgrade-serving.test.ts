// A rolling upgrade as it happens, on both databases (decision 089): the previous release's server
// (from git, previous-release.ts) makes and fills the database and serves; this release's server
// starts on the same database, migrating it, and serves beside it; the previous release keeps
// answering the customer's reads and writes on the new schema, comes back after a restart beside
// it, and what either writes the other reads.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/platform/db/database.ts';
import { executedMigrationNames, migrations } from '../src/platform/db/migrate.ts';
import type { Database } from '../src/platform/db/schema.ts';
import { createTestDatabase, type TestDatabase, testDialects } from './databases.ts';
import { type PreviousRelease, previousRelease } from './previous-release.ts';
import { janBearer } from './spawned-portal.ts';
import { type SpawnedServer, spawnServer } from './spawned-server.ts';

/** What a customer's app reads on its pages (the spec's calls without an id). */
const customerReads = [
  '/api/auth/me?subDomain=demo',
  '/api/customers/me',
  '/api/installations/',
  '/api/issues/',
  '/api/issues/issuesTypes',
  '/api/notifications',
  '/api/monitoring/getDevices',
  '/api/repairs/list',
];

let previous: PreviousRelease;
beforeAll(async () => {
  previous = await previousRelease();
}, 120_000);

describe.each(testDialects())(
  'the previous release serving through an upgrade on %s',
  (dialect) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-upgrade-'));
    const servers: SpawnedServer[] = [];
    let postgres: TestDatabase | undefined;
    let env: Record<string, string>;
    let db: Kysely<Database>;
    let closeDb: () => Promise<void> = async () => undefined;

    beforeAll(async () => {
      // The previous release starts on an empty database: its own migrations, its own demo data.
      env = { DATA_DIR: dataDir, DEMO_DATA: '1' };
      if (dialect === 'postgres') {
        postgres = await createTestDatabase('postgres', { migrate: false });
        env = {
          ...env,
          DATABASE_URL: postgres.url ?? '',
          KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        };
      }
    });
    afterAll(async () => {
      for (const server of servers) server.child.kill('SIGKILL');
      await Promise.all(servers.map((server) => server.exited));
      await closeDb();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const start = async (entry?: string) => {
      const server = await spawnServer(env, entry);
      servers.push(server);
      return server;
    };
    const stop = async (server: SpawnedServer) => {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    };

    it('keeps answering reads and writes beside the new release, and restarts beside it', async (context) => {
      if (!previous.serverEntry) {
        context.skip(`the previous release is not in git here (${previous.commit})`);
        return;
      }
      const old = await start(previous.serverEntry);
      if (dialect === 'postgres' && postgres) {
        db = postgres.handle.db;
      } else {
        const handle = await openDatabase({ sqliteFile: join(dataDir, 'portal.sqlite') });
        db = handle.db;
        closeDb = () => handle.close();
      }
      expect(await executedMigrationNames(db)).toEqual(Object.keys(previous.migrations));
      const authorization = await janBearer(db, env);
      const ask = (server: SpawnedServer, method: string, path: string, body?: unknown) =>
        fetch(`${server.origin}${path}`, {
          method,
          headers: {
            authorization,
            'x-subdomain': 'demo',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      const readsOf = async (server: SpawnedServer) =>
        Promise.all(
          customerReads.map(async (path) => [path, (await ask(server, 'GET', path)).status]),
        );
      const allAnswered = customerReads.map((path) => [path, 200]);
      expect(await readsOf(old)).toEqual(allAnswered);

      // The new release starts on the same database: it migrates it, and both serve.
      const upgraded = await start();
      expect(await executedMigrationNames(db)).toEqual(Object.keys(migrations));
      expect(await readsOf(old)).toEqual(allAnswered);
      expect(await readsOf(upgraded)).toEqual(allAnswered);

      // A ticket written by the previous release is read by the new one, and the other way round.
      const [type] = (await (await ask(old, 'GET', '/api/issues/issuesTypes')).json()).data;
      const [installation] = (await (await ask(old, 'GET', '/api/installations/')).json()).data;
      const ticket = (problemTitle: string) => ({
        problemTitle,
        problem: 'Tijdens de upgrade',
        typeId: type.id,
        offerId: installation.OfferID,
      });
      const byOld = await ask(old, 'POST', '/api/issues/create', ticket('Door de vorige versie'));
      expect(byOld.status).toBe(200);
      const byNew = await ask(
        upgraded,
        'POST',
        '/api/issues/create',
        ticket('Door de nieuwe versie'),
      );
      expect(byNew.status).toBe(200);
      const titles = async (server: SpawnedServer) =>
        (
          (await (await ask(server, 'GET', '/api/issues/')).json()).data as {
            problemTitle: string;
          }[]
        )
          .map((row) => row.problemTitle)
          .filter((title) => title.startsWith('Door de'))
          .sort();
      const both = ['Door de nieuwe versie', 'Door de vorige versie'];
      expect(await titles(old)).toEqual(both);
      expect(await titles(upgraded)).toEqual(both);

      // An instance of the previous release that restarts mid-upgrade comes back on the new schema.
      await stop(old);
      const restarted = await start(previous.serverEntry);
      expect(await readsOf(restarted)).toEqual(allAnswered);
      expect(await titles(restarted)).toEqual(both);
    });
  },
);
