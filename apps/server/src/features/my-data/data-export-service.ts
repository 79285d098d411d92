// Download my data (decision 097). The customer asks from the account page; the export job
// (data-export-jobs.ts, one instance at a time) claims each queued archive, collects the sections
// the app hands in (services.ts) with progress, stores the zip in the file store, and in one
// transaction marks it ready and queues the mail with a link that works for seven days on the
// tenant's portal only. Expired archives lose their file and their link.
import { ErrorCode } from '@portal/contract/error-code';
import type { DataExport } from '@portal/contract/my-data';
import { languageSchema } from '@portal/contract/portal';
import type { AttemptRule } from '../../platform/cache/attempt-counter.ts';
import { createAttemptLimits } from '../../platform/cache/attempt-limits.ts';
import type { CustomerDataSection } from '../../platform/data-export/customer-data-section.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { StoredFileNotFoundError } from '../../platform/files/file-store.ts';
import {
  discardPendingFiles,
  putPendingFile,
  settlePendingFilesIn,
} from '../../platform/files/pending-files.ts';
import { findCustomerById } from '../../platform/identity/customer-repository.ts';
import { enqueueMail } from '../../platform/mail/mail-outbox-repository.ts';
import {
  type CustomerOwner,
  customerOwner,
  type RequestScope,
} from '../../platform/scope/request-scope.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { TenantRecord } from '../../platform/tenancy/tenant-record.ts';
import { findTenantById } from '../../platform/tenancy/tenant-repository.ts';
import { buildDataArchive } from './data-export-archive.ts';
import {
  claimQueuedExport,
  type DataExportRow,
  exportsExpiredBy,
  insertDataExport,
  latestDataExport,
  markExportExpired,
  markExportFailed,
  markExportReady,
  readyExportByToken,
  requeueStaleExports,
  setExportProgress,
} from './data-export-repository.ts';
import { renderMyDataMail } from './my-data-mail.ts';
import { fillText, myDataTexts } from './my-data-texts.ts';
import { hashOfToken, newLinkToken } from './my-data-tokens.ts';

/** How long the mailed link works, and the archive is kept. */
export const DATA_EXPORT_LIFETIME_MS = 7 * 24 * 3_600_000;

/** An archive still running this long after it was asked for was left by an instance that
 * stopped: it is queued again. Making one takes seconds. */
export const STALE_EXPORT_MS = 30 * 60_000;

/** Archives asked for per account in a day: each one reads everything the customer has. */
export const EXPORTS_PER_ACCOUNT: AttemptRule = {
  name: 'data-exports-per-account',
  limit: 5,
  windowMs: 24 * 3_600_000,
};

export interface DataExportService {
  /** Queues a new archive, unless one is queued or being made: then that one. */
  request(scope: RequestScope): Promise<DataExport>;
  latest(scope: RequestScope): Promise<DataExport>;
  /** The archive of a mailed link, on the tenant of the request. */
  download(tenant: TenantRecord, token: string): Promise<{ bytes: Buffer; fileName: string }>;
  /** The job: makes every queued archive, oldest first; how many were made. */
  prepareQueued(): Promise<number>;
  /** The job: removes the archives whose link expired; how many. */
  removeExpired(): Promise<number>;
}

export type DataExportDeps = Pick<ServiceDeps, 'db' | 'clock' | 'store' | 'outbox' | 'attempts'> & {
  sections: readonly CustomerDataSection[];
};

function toDataExport(scope: RequestScope, row: DataExportRow | undefined): DataExport {
  const email = scope.customer?.email ?? '';
  if (!row) {
    return { state: 'none', email, progress: 0, requestedAt: null, readyAt: null, expiresAt: null };
  }
  return {
    state: row.status,
    email,
    progress: row.progress,
    requestedAt: row.requested_at,
    readyAt: row.ready_at,
    expiresAt: row.expires_at,
  };
}

function linkNotValid(): AppError {
  return new AppError(ErrorCode.NotFound, 'This download link is not valid or has expired.');
}

export function createDataExportService(deps: DataExportDeps): DataExportService {
  const { db, clock, store, outbox } = deps;
  const limits = createAttemptLimits(deps);

  async function prepare(row: DataExportRow, tenant: TenantRecord): Promise<void> {
    const owner: CustomerOwner = { tenantId: row.tenant_id, customerId: row.customer_id };
    const customer = await findCustomerById(db, owner.tenantId, owner.customerId);
    if (!customer || customer.erasedAt) {
      await markExportFailed(db, row.id);
      return;
    }
    const parsed = languageSchema.safeParse(row.language);
    const language = parsed.success ? parsed.data : tenant.defaultLanguage;
    const now = clock();
    // The customer as their own request would see them, for the PDFs rendered on demand.
    const scope: RequestScope = {
      tenant,
      customerId: owner.customerId,
      language,
      customer,
      client: { ip: '127.0.0.1', userAgent: 'data-export' },
    };
    const archive = await buildDataArchive({
      context: { db, store, owner, scope },
      sections: deps.sections,
      language,
      tenantName: tenant.name,
      now,
      onProgress: (percent) => setExportProgress(db, row.id, percent),
    });
    const key = await putPendingFile(
      deps,
      owner.tenantId,
      { folder: 'data-exports', name: `customer-${owner.customerId}`, extension: 'zip' },
      archive.bytes,
    );
    const { token, hash } = newLinkToken();
    const until = new Date(now.getTime() + DATA_EXPORT_LIFETIME_MS);
    const origin = outbox.tenantOrigin(tenant.subdomain);
    const link = new URL('/api/data-exports/download', `${origin}/`);
    link.searchParams.set('token', token);
    const words = myDataTexts[language];
    const values = {
      tenant: tenant.name,
      name: customer.firstName,
      date: until.toISOString().slice(0, 10),
    };
    const rendered = renderMyDataMail({
      tenant,
      language,
      origin,
      subject: fillText(words.exportSubject, values),
      greeting: fillText(words.greeting, values),
      paragraphs: [fillText(words.exportIntro, values), fillText(words.exportValidity, values)],
      action: { label: words.exportAction, link: link.href },
    });
    try {
      const mailId = await db.transaction().execute(async (trx) => {
        await settlePendingFilesIn(trx, [key]);
        await markExportReady(trx, row.id, {
          storageKey: key,
          sizeBytes: archive.bytes.length,
          tokenHash: hash,
          at: now.toISOString(),
          until: until.toISOString(),
        });
        return enqueueMail(
          trx,
          {
            tenantId: tenant.id,
            purpose: 'data-export-ready',
            to: customer.email,
            fromName: tenant.name,
            ...rendered,
            link: link.href,
          },
          now.toISOString(),
        );
      });
      await outbox.deliver(mailId);
    } catch (error) {
      await discardPendingFiles(deps, [key]);
      throw error;
    }
  }

  return {
    async request(scope) {
      const owner = customerOwner(scope);
      const now = clock().toISOString();
      const waiting = await latestDataExport(db, owner);
      if (waiting?.status === 'queued' || waiting?.status === 'running') {
        return toDataExport(scope, waiting);
      }
      await limits.take(
        EXPORTS_PER_ACCOUNT,
        `${owner.tenantId}:${owner.customerId}`,
        'You asked for your data five times today. Please ask again tomorrow.',
      );
      const row = await db.transaction().execute(async (trx) => {
        const latest = await latestDataExport(trx, owner);
        if (latest?.status === 'queued' || latest?.status === 'running') return latest;
        await insertDataExport(trx, owner, scope.language, now);
        return latestDataExport(trx, owner);
      });
      return toDataExport(scope, row);
    },
    latest: async (scope) => toDataExport(scope, await latestDataExport(db, customerOwner(scope))),
    async download(tenant, token) {
      const row = await readyExportByToken(db, tenant.id, hashOfToken(token));
      if (!row?.storage_key || !row.expires_at || row.expires_at <= clock().toISOString()) {
        throw linkNotValid();
      }
      try {
        const bytes = await store.read(row.storage_key);
        const day = (row.ready_at ?? row.requested_at).slice(0, 10);
        return { bytes, fileName: `${tenant.subdomain}-my-data-${day}.zip` };
      } catch (error) {
        if (error instanceof StoredFileNotFoundError) throw linkNotValid();
        throw error;
      }
    },
    async prepareQueued() {
      await requeueStaleExports(db, new Date(clock().getTime() - STALE_EXPORT_MS).toISOString());
      let made = 0;
      for (;;) {
        const row = await claimQueuedExport(db);
        if (!row) return made;
        const tenant = await findTenantById(db, row.tenant_id);
        try {
          if (!tenant) throw new Error(`tenant ${row.tenant_id} is gone`);
          await prepare(row, tenant);
          made += 1;
        } catch (error) {
          await markExportFailed(db, row.id);
          throw error;
        }
      }
    },
    async removeExpired() {
      const expired = await exportsExpiredBy(db, clock().toISOString());
      for (const row of expired) {
        if (row.storage_key) await store.remove(row.storage_key);
        await markExportExpired(db, row.id);
      }
      return expired.length;
    },
  };
}
