// Status lists per tenant, kind and language: ordered by id, spaces turned into underscores,
// exactly one initial and one final status in the flagged lists.
import { StatusListKind, statusLangSchema } from '@portal/contract/status-list';
import { TicketStatusId } from '@portal/domain/status-ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, testDialects } from '../../../test/databases.ts';
import { createDemoDatabase, tenantId } from '../../../test/demo-database.ts';
import { listStatuses, statusKey } from './status-list-repository.ts';

describe('statusKey', () => {
  it('turns every space into an underscore', () => {
    expect(statusKey('Wacht op antwoord')).toBe('Wacht_op_antwoord');
    expect(statusKey('Open')).toBe('Open');
  });
});

describe.each(testDialects())('status list repository on %s', (dialect) => {
  let database: TestDatabase;
  const tenants = { demo: 0, helios: 0 };
  beforeAll(async () => {
    database = await createDemoDatabase(dialect);
    tenants.demo = await tenantId(database.handle.db, 'demo');
    tenants.helios = await tenantId(database.handle.db, 'helios');
  });
  afterAll(() => database.drop());

  it('lists the issue statuses in Dutch, ordered by id, with underscores', async () => {
    const items = await listStatuses(database.handle.db, tenants.demo, 'issues', 'nl-BE');
    expect(items).toEqual([
      { id: TicketStatusId.New, status: 'Nieuw', initial: true, final: false },
      { id: TicketStatusId.InProgress, status: 'In_behandeling', initial: false, final: false },
      {
        id: TicketStatusId.WaitingForReply,
        status: 'Wacht_op_antwoord',
        initial: false,
        final: false,
      },
      { id: TicketStatusId.Done, status: 'Afgehandeld', initial: false, final: true },
    ]);
  });

  it('has every list in every language for both tenants, one initial and one final', async () => {
    for (const tenant of Object.values(tenants)) {
      for (const kind of StatusListKind) {
        const ids: number[][] = [];
        for (const lang of statusLangSchema.options) {
          const items = await listStatuses(database.handle.db, tenant, kind, lang);
          expect(items.length).toBeGreaterThanOrEqual(3);
          ids.push(items.map((item) => item.id));
          for (const item of items) expect(item.status).not.toContain(' ');
          if (kind === 'offers') continue;
          expect(items.filter((item) => item.initial)).toHaveLength(1);
          expect(items.filter((item) => item.final)).toHaveLength(1);
        }
        expect(new Set(ids.map((list) => list.join()))).toHaveLength(1);
      }
    }
  });

  it('reads only the asked tenant’s texts', async () => {
    const { db } = database.handle;
    await db
      .updateTable('status_list_items')
      .set({ status_text: 'Réponse attendue de votre part' })
      .where('tenant_id', '=', tenants.helios)
      .where('kind', '=', 'issues')
      .where('lang', '=', 'fr-BE')
      .where('status_id', '=', TicketStatusId.WaitingForReply)
      .execute();
    const helios = await listStatuses(db, tenants.helios, 'issues', 'fr-BE');
    const demo = await listStatuses(db, tenants.demo, 'issues', 'fr-BE');
    const waiting = (items: typeof demo) =>
      items.find((item) => item.id === TicketStatusId.WaitingForReply)?.status;
    expect(waiting(helios)).toBe('Réponse_attendue_de_votre_part');
    expect(waiting(demo)).toBe('En_attente_de_réponse');
    expect(await listStatuses(db, 999_999, 'issues', 'fr-BE')).toEqual([]);
  });
});
