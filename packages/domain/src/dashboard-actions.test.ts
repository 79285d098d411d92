import { describe, expect, it } from 'vitest';
import { ActionPriority } from './constants.ts';
import { dashboardActions } from './dashboard-actions.ts';
import { lifeStages as at, makeRow } from './installation-fixture.ts';
import type { InstallationRow } from './installation-row.ts';
import { CustomerAction as A } from './journey-action.ts';

const now = new Date('2026-11-21T10:00:00+01:00');
const none = { features: [] as string[], now };
const survey = { features: ['survey'], now };

/** The cards of one row, as [action, target] pairs. */
function cardsOf(row: Partial<InstallationRow>, options = none) {
  const result = dashboardActions([makeRow(row)], options);
  return result.kind === 'actions' ? result.cards.map((card) => [card.action, card.target]) : [];
}

describe('dashboard action cards', () => {
  describe('approve offer (3)', () => {
    const offer = { ...at.offered, OfferID: 12, VersionNumber: 2 };

    it('opens the offer version when there is one version', () => {
      expect(cardsOf({ ...offer, OfferVersionNumbers: '2' })).toEqual([
        [A.ApproveOffer, '/installations/offerdetail/12_2'],
      ]);
      expect(cardsOf({ ...offer, OfferVersionNumbers: '' })).toEqual([
        [A.ApproveOffer, '/installations/offerdetail/12_2'],
      ]);
    });

    it('opens the offer list when several versions exist or the version number is missing', () => {
      expect(cardsOf({ ...offer, OfferVersionNumbers: ' 1 , 2 , 3 ' })).toEqual([
        [A.ApproveOffer, '/installations/offerdetail/list/12'],
      ]);
      expect(cardsOf({ ...offer, VersionNumber: null, OfferVersionNumbers: '1' })).toEqual([
        [A.ApproveOffer, '/installations/offerdetail/list/12'],
      ]);
    });

    it('is absent once signed or before an offer exists', () => {
      expect(cardsOf(at.signed)).toEqual([]);
      expect(cardsOf({})).toEqual([]);
    });
  });

  it('asks for the prepayment on the order (2), then nothing while the installer plans', () => {
    expect(cardsOf(at.toPrepay)).toEqual([[A.PayPrepayment, '/installations/orderdetail/20']]);
    expect(cardsOf(at.prepaid)).toEqual([]);
    expect(cardsOf(at.planned)).toEqual([]);
  });

  it('asks for the final invoice (1) only once it exists', () => {
    expect(cardsOf(at.delivered)).toEqual([]);
    expect(cardsOf(at.invoiced)).toEqual([[A.PayFinalInvoice, '/installations/invoicedetail/50']]);
  });

  describe('sign delivery document (0.5)', () => {
    const financed = { ...at.inspected, HasExternalPrepayment: true, NetOperatorStatus: 0 };

    it('opens the ichoosr route once the QR form is filled in', () => {
      expect(cardsOf(financed)).toEqual([[A.SignDeliveryDocument, '/installations/ichoosr/40']]);
    });

    it('waits for the installer while the document does not exist', () => {
      expect(cardsOf({ ...financed, QR_FilledIn: false })).toEqual([]);
    });
  });

  it('asks for the grid registration (0.25) while it is open, also when the status says Completed', () => {
    expect(cardsOf({ ...at.gridRequested, id: 3 })).toEqual([
      [A.RegisterGridOperator, '/installations/netoperator/3'],
    ]);
    expect(cardsOf({ ...at.inspected, id: 3 })).toEqual([
      [A.RegisterGridOperator, '/installations/netoperator/3'],
    ]);
    expect(cardsOf(at.registered)).toEqual([]);
  });

  it('asks for feedback (0) with the survey feature, once registered', () => {
    expect(cardsOf(at.registered, survey)).toEqual([[A.GiveFeedback, '/installations/survey/20']]);
    expect(cardsOf(at.surveyed, survey)).toEqual([]);
    expect(cardsOf(at.registered, none)).toEqual([]);
  });

  it('sorts by priority, highest first, keeping row order within a priority', () => {
    const rows = [
      makeRow({ ...at.invoiced, id: 0 }),
      makeRow({ ...at.registered, id: 1 }),
      makeRow({ ...at.offered, id: 2 }),
      makeRow({ ...at.gridRequested, id: 3 }),
      makeRow({ ...at.toPrepay, id: 4 }),
      makeRow({ ...at.offered, id: 5, OfferVersionNumbers: '1,2,3' }),
      makeRow({ ...at.invoiced, id: 6 }),
      makeRow({ ...at.planned, id: 7 }),
    ];
    const result = dashboardActions(rows, survey);
    expect(result.kind).toBe('actions');
    if (result.kind !== 'actions') return;
    expect(result.cards.map((card) => [card.priority, card.installationId])).toEqual([
      [3, 2],
      [3, 5],
      [2, 4],
      [1, 0],
      [1, 6],
      [0.25, 3],
      [0, 1],
    ]);
  });

  it('shows the loyalty card when nothing is to do and loyalty is on', () => {
    const rows = [makeRow(at.surveyed)];
    expect(dashboardActions(rows, { features: ['loyalty'], now })).toEqual({ kind: 'loyalty' });
    expect(dashboardActions([], { features: ['loyalty', 'survey'], now })).toEqual({
      kind: 'loyalty',
    });
  });

  it('says there are no actions when nothing is to do and loyalty is off', () => {
    expect(dashboardActions([makeRow(at.registered), makeRow(at.planned)], none)).toEqual({
      kind: 'noActions',
    });
    expect(dashboardActions([], survey)).toEqual({ kind: 'noActions' });
  });

  it('never shows the loyalty card beside actions', () => {
    const rows = [makeRow(at.toPrepay)];
    expect(dashboardActions(rows, { features: ['loyalty'], now }).kind).toBe('actions');
  });

  it('keeps the spec priorities, the grid registration between the document and feedback', () => {
    expect(Object.values(ActionPriority)).toEqual([3, 2, 1, 0.5, 0.25, 0]);
  });
});
