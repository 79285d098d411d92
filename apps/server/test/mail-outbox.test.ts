// A fault around the portal (decision 024): the mail server refuses. A password reset is asked
// while a real SMTP server (smtp-server from npm, started here) answers 451 to every mail: the
// request still succeeds, and its mail waits in the database outbox, queued in the transaction that
// created its link. Once the server accepts again and the retry is due, the mail arrives, once,
// with the link that works; further rounds send nothing more.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppConfig, loadConfig } from '../src/platform/config/config.ts';
import { createMailOutbox, FIRST_RETRY_MS } from '../src/platform/mail/mail-outbox.ts';
import { enqueueMail } from '../src/platform/mail/mail-outbox-repository.ts';
import { createMailer } from '../src/platform/mail/mailer.ts';
import { testDialects } from './databases.ts';
import { buildTestApp, type TestApp, testNow } from './test-app.ts';

/** An SMTP server that refuses (451) while `refusing` is set, and keeps what it accepts. */
async function startSmtpServer() {
  const state = { refusing: true, received: [] as string[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!state.refusing) return callback();
      const refusal = Object.assign(new Error('Mailbox busy, try again later'), {
        responseCode: 451,
      });
      return callback(refusal);
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        state.received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { state, port, close: () => new Promise<void>((resolve) => server.close(resolve)) };
}

describe.each(testDialects())('mail through a refusing SMTP server on %s', (dialect) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: TestApp;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-mail-'));
  let now = testNow;
  let config: AppConfig;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    const base = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
    config = { ...base, dataDir, smtpUrl: `smtp://127.0.0.1:${smtp.port}` };
    app = await buildTestApp(dialect, { config, clock: () => now });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // The SMTP server, the clock and the outbox are the file's: each test sets the server and the
  // clock as it needs them and reads the mails to its own recipient only.
  const outboxTo = (email: string) =>
    app.database.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', email).execute();
  const receivedBy = (email: string) =>
    smtp.state.received.filter((mail) => mail.includes(`To: ${email}`));
  const askReset = (email: string) =>
    app.server.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      headers: { 'x-subdomain': 'demo' },
      payload: { email },
    });

  it('keeps the refused mail and delivers it once when the server takes it', async () => {
    smtp.state.refusing = true;
    now = testNow;
    const email = 'marie.claes@example.be';
    const response = await askReset(email);
    expect(response.statusCode).toBe(200);
    expect(receivedBy(email)).toEqual([]);
    const [kept, ...others] = await outboxTo(email);
    expect(others).toEqual([]);
    expect(kept).toMatchObject({ recipient: email, attempts: 1, sent_at: null });
    expect(kept?.last_error).toContain('451');

    // Another sender (as another instance would be) on the same database, with the same clock.
    const sender = createMailOutbox({
      db: app.database.db,
      mailer: createMailer(config, { info: () => undefined }),
      clock: () => now,
      log: { info: () => undefined, warn: () => undefined },
    });
    smtp.state.refusing = false;
    await sender.deliverDue();
    expect(receivedBy(email)).toEqual([]); // Not due yet: the retry waits its backoff.

    now = new Date(testNow.getTime() + FIRST_RETRY_MS);
    await sender.deliverDue();
    await sender.deliverDue();
    const received = receivedBy(email);
    expect(received).toHaveLength(1);
    expect(received[0]?.replace(/=\r?\n/g, '')).toContain('/resetpassword?token=');
    const [sent] = await outboxTo(email);
    expect(sent).toMatchObject({ attempts: 2, last_error: null, sent_at: now.toISOString() });
  });

  it("waits for its own mail only, leaving another mail's delivery to the senders", async () => {
    smtp.state.refusing = false;
    smtp.state.received.length = 0;
    now = testNow;
    const tenant = await app.database.db
      .selectFrom('tenants')
      .select('id')
      .where('subdomain', '=', 'demo')
      .executeTakeFirstOrThrow();
    const backlog = await enqueueMail(
      app.database.db,
      {
        tenantId: tenant.id,
        purpose: 'invitation',
        to: 'someone.else@example.be',
        fromName: 'Demo',
        subject: 'Waiting',
        text: 'A mail queued before, due now.',
        html: '<p>A mail queued before, due now.</p>',
        link: 'https://demo.example/confirmregistration?token=x',
      },
      now.toISOString(),
    );
    const email = 'jan.peeters@example.be';
    const response = await askReset(email);
    expect(response.statusCode).toBe(200);
    expect(smtp.state.received).toHaveLength(1);
    expect(smtp.state.received[0]).toContain(`To: ${email}`);
    const waiting = await app.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', backlog)
      .executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ attempts: 0, sent_at: null });
  });
});
