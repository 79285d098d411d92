// The monthly payment of grid-balancing earnings (spec §1, §9: paid three months later, with an
// e-mail notice). For each unpaid month whose payment date has come: mark it paid, notify the
// customer (balancingEarningsPaid, with a web push through notify) and queue the e-mail notice, all
// in one transaction, so a crash leaves either all three or none; a month another instance paid
// first is skipped. The mails go out after the commit (decision 024).
import { languageSchema } from '@portal/contract/portal';
import type { MailOutbox } from '../../platform/mail/mail-outbox.ts';
import { enqueueMail } from '../../platform/mail/mail-outbox-repository.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { findTenantBySubdomain } from '../../platform/tenancy/tenant-repository.ts';
import { notify, ownMailUnsubscribe } from '../notifications/index.ts';
import { listDueEarnings, markEarningsPaid } from './balancing-earnings-repository.ts';
import { renderEarningsPaidMail } from './earnings-paid-mail.ts';

export interface EarningsPayment {
  /** Pays what is due today; how many months were paid. */
  payDue(): Promise<number>;
}

const BATCH = 100;

export interface EarningsPaymentDeps extends Pick<ServiceDeps, 'db' | 'clock'> {
  outbox: Pick<MailOutbox, 'tenantOrigin' | 'deliver'>;
}

export function createEarningsPayment(deps: EarningsPaymentDeps): EarningsPayment {
  const { db, clock, outbox } = deps;
  return {
    async payDue() {
      const now = clock();
      const at = now.toISOString();
      const today = at.slice(0, 10);
      let paid = 0;
      for (;;) {
        const due = await listDueEarnings(db, today, BATCH);
        if (due.length === 0) return paid;
        const mailIds: number[] = [];
        let paidNow = 0;
        for (const earnings of due) {
          const tenant = await findTenantBySubdomain(db, earnings.subdomain);
          if (!tenant) continue;
          const payment = await db.transaction().execute(async (trx) => {
            if (!(await markEarningsPaid(trx, earnings.id, at))) return undefined;
            const owner = { tenantId: earnings.tenantId, customerId: earnings.customerId };
            const amount = earnings.amountCents / 100;
            await notify(
              trx,
              owner,
              {
                key: 'balancingEarningsPaid',
                action: 'insights',
                params: { amount, month: earnings.month },
                ownMail: true,
              },
              now,
            );
            const parsed = languageSchema.safeParse(earnings.language);
            const language = parsed.success ? parsed.data : tenant.defaultLanguage;
            const origin = outbox.tenantOrigin(tenant.subdomain);
            const listUnsubscribe = await ownMailUnsubscribe(
              trx,
              owner,
              'balancingEarningsPaid',
              origin,
              now,
            );
            // The customer turned the monitoring e-mails off: the notification says it alone.
            if (listUnsubscribe === undefined) return { mailId: undefined };
            const link = `${origin}/monitoring/insights`;
            const rendered = renderEarningsPaidMail({
              tenant,
              language,
              firstName: earnings.firstName,
              month: earnings.month,
              amountCents: earnings.amountCents,
              link,
            });
            const mailId = await enqueueMail(
              trx,
              {
                tenantId: tenant.id,
                purpose: 'earnings-paid',
                to: earnings.email,
                fromName: tenant.name,
                ...rendered,
                link,
                listUnsubscribe,
              },
              at,
            );
            return { mailId };
          });
          if (payment === undefined) continue;
          paidNow += 1;
          if (payment.mailId !== undefined) mailIds.push(payment.mailId);
        }
        paid += paidNow;
        for (const mailId of mailIds) await outbox.deliver(mailId);
        // A batch in which nothing could be paid (tenants gone) would be read again: stop.
        if (paidNow === 0) return paid;
      }
    },
  };
}
