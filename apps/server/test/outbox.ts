// Reads the mails the portal wrote to {DATA_DIR}/outbox (the embedded default without SMTP):
// the raw .eml, its decoded text and the action link inside.
import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function temporaryDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'portal-data-'));
}

export interface OutboxMail {
  file: string;
  raw: string;
  /** The message with quoted-printable soft breaks and escapes undone. */
  decoded: string;
}

function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The outbox's mails, oldest first, optionally those whose file name contains `filter`. */
export async function outboxMails(dataDir: string, filter = ''): Promise<OutboxMail[]> {
  const directory = join(dataDir, 'outbox');
  const files = (await readdir(directory).catch(() => [])).filter(
    (file) => file.endsWith('.eml') && file.includes(filter),
  );
  return Promise.all(
    files.sort().map(async (file) => {
      const raw = await readFile(join(directory, file), 'utf8');
      return { file, raw, decoded: decodeQuotedPrintable(raw) };
    }),
  );
}

/** The newest mail matching `filter`; throws when there is none. */
export async function latestMail(dataDir: string, filter: string): Promise<OutboxMail> {
  const mail = (await outboxMails(dataDir, filter)).at(-1);
  if (!mail) throw new Error(`no mail matching ${filter} in the outbox`);
  return mail;
}

/** The token of the mail's link to `page` (e.g. /confirmregistration). */
export function linkTokenIn(mail: OutboxMail, page: string): string {
  const match = new RegExp(`${page}\\?token=([\\w-]+)`).exec(mail.decoded);
  if (!match?.[1]) throw new Error(`no ${page} link in ${mail.file}`);
  return match[1];
}
