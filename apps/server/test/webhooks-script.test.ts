// `npm run webhooks` as an operator runs it (scripts/webhooks.ts, a child process on the
// configuration's SQLite database and key): `replay --failed` owes the given-up events again and
// posts them at once, signed with the tenant's sealed secret; `status` counts the events by
// state, and `npm run tenant -- webhooks status` shows an endpoint its receiver retired; `log`
// shows the attempts; bad usage is named and changes nothing.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findEventDelivery } from '../src/features/integration-events/integration-event-repository.ts';
import { createWebhookEndpoints } from '../src/features/integration-events/webhook-endpoint.ts';
import { disableWebhookEndpoint } from '../src/features/integration-events/webhook-endpoint-repository.ts';
import { createRealmKeyCipher } from '../src/platform/identity/realm-key-cipher.ts';
import { tenantId } from './demo-database.ts';
import { recordTicketMessage } from './integration-event-fixtures.ts';
import { type SpawnedDatabase, spawnedDatabase } from './spawned-portal.ts';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.ts';

const script = join(import.meta.dirname, '../../../scripts/webhooks.ts');
const tenantScript = join(import.meta.dirname, '../../../scripts/tenant.ts');

describe('the webhooks script', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-webhooks-'));
  const key = randomBytes(32);
  let database: SpawnedDatabase;
  let receiver: WebhookReceiver;
  let failedId = 0;
  beforeAll(async () => {
    database = await spawnedDatabase('sqlite', dataDir);
    receiver = await startWebhookReceiver();
    failedId = await database.use(async (db) => {
      const demo = await tenantId(db, 'demo');
      const endpoints = createWebhookEndpoints({
        allowInternalTargets: true,
        db,
        keySealer: createRealmKeyCipher(key),
        clock: () => new Date(),
      });
      receiver.secret = (await endpoints.set(demo, { url: receiver.url })).secret ?? '';
      const id = await recordTicketMessage(db, demo, 1, 'given up', new Date());
      await db
        .updateTable('integration_events')
        .set({ delivery_state: 'failed', attempts: 21, next_attempt_at: null })
        .where('id', '=', id)
        .execute();
      return id;
    });
  });
  afterAll(async () => {
    await receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Runs the script without blocking this process: the receiver answers from here. */
  const runScript = (path: string, ...args: string[]) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const env = {
        PATH: process.env.PATH ?? '',
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
        ...database.env,
        KEY_ENCRYPTION_KEY: key.toString('base64'),
      };
      execFile(
        process.execPath,
        [path, ...args],
        { env, encoding: 'utf8', timeout: 30_000 },
        (error, stdout, stderr) => {
          const status = error ? (typeof error.code === 'number' ? error.code : null) : 0;
          resolve({ status, stdout, stderr });
        },
      );
    });
  const run = (...args: string[]) => runScript(script, ...args);

  it('names bad usage and changes nothing', async () => {
    // What the receiver got before: another test of this file replays an event to it.
    const receivedBefore = receiver.received.length;
    for (const args of [
      [],
      ['replay'],
      ['replay', '--tenant', 'demo'],
      ['replay', '--tenant', 'demo', '--failed', '--event', '3'],
      ['replay', '--tenant', 'demo', '--from', 'x'],
      ['log', '--tenant', 'demo'],
      ['status'],
    ]) {
      const result = await run(...args);
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.stderr).toContain('usage: npm run webhooks');
    }
    const unknown = await run('replay', '--tenant', 'nope', '--failed');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("unknown tenant 'nope'");
    expect(receiver.received).toHaveLength(receivedBefore);
  });

  it('replays the failed events at once, and logs the attempt', async () => {
    const result = await run('replay', '--tenant', 'demo', '--failed');
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain("1 event(s) of 'demo' owed to its webhook again");
    expect(result.stdout).toContain('1 delivered now');
    expect(receiver.accepted()).toEqual([`evt_${failedId}`]);
    expect(receiver.received.at(-1)?.signatureValid).toBe(true);
    const demo = await database.use((db) => tenantId(db, 'demo'));
    expect(await database.use((db) => findEventDelivery(db, demo, failedId))).toMatchObject({
      state: 'delivered',
      attempts: 1,
    });
    const status = await run('status', '--tenant', 'demo');
    expect(status.status, status.stderr).toBe(0);
    expect(status.stdout).toBe(
      `webhook: ${receiver.url}\npending: 0\ndelivered: 1\nfailed: 0\nnone: 0\n`,
    );
    const log = await run('log', '--tenant', 'demo', '--event', String(failedId));
    expect(log.status, log.stderr).toBe(0);
    expect(log.stdout).toContain(`event ${failedId}: delivered, 1 attempt(s)`);
    expect(log.stdout).toMatch(/ ms HTTP 200 "\{\\"ok\\":true\}"/);
  });

  it('shows through the tenant command an endpoint its receiver retired, until its URL is set again', async () => {
    const demo = await database.use((db) => tenantId(db, 'demo'));
    const at = '2026-11-29T01:00:00.000Z';
    const reason = 'the receiver answered 410 Gone to event 7';
    await database.use((db) => disableWebhookEndpoint(db, demo, receiver.url, { at, reason }));
    const retired = await runScript(tenantScript, 'webhooks', 'status', 'demo');
    expect(retired.status, retired.stderr).toBe(0);
    expect(retired.stdout).toContain(`webhook: ${receiver.url}\ndisabled since ${at}: ${reason}`);

    const secret = await database.use(async (db) => {
      const endpoints = createWebhookEndpoints({
        allowInternalTargets: true,
        db,
        keySealer: createRealmKeyCipher(key),
        clock: () => new Date(),
      });
      return (await endpoints.set(demo, { url: receiver.url })).secret;
    });
    receiver.secret = secret ?? receiver.secret;
    const resumed = await runScript(tenantScript, 'webhooks', 'status', 'demo');
    expect(resumed.status, resumed.stderr).toBe(0);
    expect(resumed.stdout).toContain(`webhook: ${receiver.url}\n`);
    expect(resumed.stdout).not.toContain('disabled');
  });
});
