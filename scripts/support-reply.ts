// `npm run support-reply -- <tenant> <ticket id> <message> [--author <name>] [--status <id>]`:
// the company answers a customer's ticket through the support desk, as the installer API (issue
// 12) will: a message on the thread and a notification to the customer, in one transaction.
// `--status <id>` (an id of the tenant's ticket status list) gives the ticket that status with the
// reply; `--status <id>` without a message only changes the status. Uses the server's own
// configuration (DATA_DIR or DATABASE_URL), so it reaches the running portal's database.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createSupportDesk } from '../apps/server/src/features/support/index.ts';
import { loadConfig } from '../apps/server/src/platform/config/config.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { findTenantBySubdomain } from '../apps/server/src/platform/tenancy/tenant-repository.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { author: { type: 'string' }, status: { type: 'string' } },
});
const [subdomain, ticket, ...words] = positionals;
const ticketId = Number(ticket);
const statusId = values.status === undefined ? undefined : Number(values.status);
const message = words.join(' ').trim();
if (!subdomain || !Number.isInteger(ticketId) || (message === '' && statusId === undefined)) {
  console.error(
    'usage: npm run support-reply -- <tenant> <ticket id> <message> [--author <name>] [--status <id>]',
  );
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { databaseUrl: config.databaseUrl }
    : { sqliteFile: join(config.dataDir, 'portal.sqlite') },
);
try {
  const tenant = await findTenantBySubdomain(database.db, subdomain);
  if (!tenant) throw new Error(`unknown tenant '${subdomain}'`);
  const desk = createSupportDesk({ db: database.db, clock: () => new Date() });
  if (message === '' && statusId !== undefined) {
    const { changed } = await desk.changeStatus(tenant.id, { ticketId, statusId });
    console.log(
      changed ? `ticket ${ticketId}: status ${statusId}` : `ticket ${ticketId}: unchanged`,
    );
  } else {
    const reply = {
      ticketId,
      message,
      ...(values.author === undefined ? {} : { authorName: values.author }),
      ...(statusId === undefined ? {} : { statusId }),
    };
    const { messageId } = await desk.reply(tenant.id, reply);
    console.log(`ticket ${ticketId}: reply ${messageId} sent, the customer is notified`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
