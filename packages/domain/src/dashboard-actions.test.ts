import { describe, expect, it } from 'vitest';
import { ActionPriority } from './constants.ts';
import { DashboardAction as A, dashboardActions } from './dashboard-actions.ts';
import { makeRow } from './installation-fixture.ts';
import type { InstallationRow } from './installation-row.ts';
import { InstallationStatus as S } from './installation-status.ts';
import { PaymentState } from './status-ids.ts';

const none = { features: [] as string[] };
const survey = { features: ['survey'] };

/** The cards of one row, as [action, target] pairs. */
function cardsOf(row: Partial<InstallationRow>, options = none) {
  const result = dashboardActions([makeRow(row)], options);
  return result.kind === 'actions' ? result.cards.map((card) => [card.action, card.target]) : [];
}

describe('dashboard action cards', () => {
  describe('approve offer (3)', () => {
    const offer = { status: S.New, OfferID: 12, VersionNumber: 2 };

    it('opens the offer version when there is one version', () => {
      expect(cardsOf({ ...offer, OfferVersionNumbers: '2' })).toEqual([
        [A.ApproveOffer, '/installations/offerdetail/12_2'],
      ]);
      expect(cardsOf({ ...offer, OfferVersionNumbers: '' })).toEqual([
        [A.ApproveOffer, '/installations/offerdetail/12_2'],
      ]);
    });

    it('opens the offer list when several versions exist', () => {
      expect(cardsOf({ ...offer, OfferVersionNumbers: '1,2' })).toEqual([
        [A.ApproveOffer, '/installations/offerdetail/list/12'],
      ]);
      expect(cardsOf({ ...offer, OfferVersionNumbers: ' 1 , 2 , 3 ' })).toEqual([
        [A.ApproveOffer, '/installations/offerdetail/list/12'],
      ]);
    });

    it('falls back to the list when the version number is missing', () => {
      expect(cardsOf({ ...offer, VersionNumber: null, OfferVersionNumbers: '1' })).toEqual([
        [A.ApproveOffer, '/installations/offerdetail/list/12'],
      ]);
    });

    it('needs status New and an offer', () => {
      expect(cardsOf({ ...offer, status: S.Signed })).toEqual([]);
      expect(cardsOf({ ...offer, OfferID: null })).toEqual([]);
    });
  });

  describe('pay prepayment (2)', () => {
    it('opens the order for status Needs_Prepayment', () => {
      expect(cardsOf({ status: S.Needs_Prepayment, OrderID: 31 })).toEqual([
        [A.PayPrepayment, '/installations/orderdetail/31'],
      ]);
    });

    it('is absent for other statuses or without an order', () => {
      expect(cardsOf({ status: S.Prepaid, OrderID: 31 })).toEqual([]);
      expect(cardsOf({ status: S.Ordered, OrderID: 31 })).toEqual([]);
      expect(cardsOf({ status: S.Needs_Prepayment, OrderID: null })).toEqual([]);
    });
  });

  describe('pay final invoice (1)', () => {
    it('opens the invoice for status Delivered with an invoice', () => {
      expect(cardsOf({ status: S.Delivered, InvoiceID: 51 })).toEqual([
        [A.PayFinalInvoice, '/installations/invoicedetail/51'],
      ]);
    });

    it('is absent without an invoice or for another status', () => {
      expect(cardsOf({ status: S.Delivered, InvoiceID: null })).toEqual([]);
      expect(cardsOf({ status: S.Paid, InvoiceID: 51 })).toEqual([]);
    });
  });

  describe('sign delivery document (0.5)', () => {
    const ready = {
      HasExternalPrepayment: true,
      QR_FilledIn: true,
      OpleveringDone: false,
      Order_DeliveriesID: 41,
    };

    it('opens the ichoosr route', () => {
      expect(cardsOf({ ...ready, status: S.ToSignIChoosr })).toEqual([
        [A.SignDeliveryDocument, '/installations/ichoosr/41'],
      ]);
    });

    it('is absent when any condition fails', () => {
      expect(cardsOf({ ...ready, HasExternalPrepayment: false })).toEqual([]);
      expect(cardsOf({ ...ready, QR_FilledIn: false })).toEqual([]);
      expect(cardsOf({ ...ready, OpleveringDone: true })).toEqual([]);
      expect(cardsOf({ ...ready, Order_DeliveriesID: null })).toEqual([]);
    });
  });

  describe('give feedback (0)', () => {
    const done = {
      status: S.ToSurvey,
      OrderID: 21,
      InvoiceID: 51,
      InvoiceStatus: PaymentState.Paid,
      Surveyed: false,
    };

    it('opens the survey of the order', () => {
      expect(cardsOf(done, survey)).toEqual([[A.GiveFeedback, '/installations/survey/21']]);
    });

    it('is absent when any condition fails', () => {
      expect(cardsOf(done, none)).toEqual([]);
      expect(cardsOf(done, { features: ['loyalty', 'support'] })).toEqual([]);
      expect(cardsOf({ ...done, InvoiceStatus: PaymentState.Open }, survey)).toEqual([]);
      expect(cardsOf({ ...done, InvoiceID: null }, survey)).toEqual([]);
      expect(cardsOf({ ...done, Surveyed: true }, survey)).toEqual([]);
      expect(cardsOf({ ...done, OrderID: null }, survey)).toEqual([]);
    });
  });

  it('sorts by priority, highest first, keeping row order within a priority', () => {
    const rows = [
      makeRow({ id: 0, status: S.Delivered, InvoiceID: 50 }),
      makeRow({ id: 1, status: S.ToSurvey, OrderID: 21, InvoiceID: 51, InvoiceStatus: 1 }),
      makeRow({ id: 2, status: S.New, OfferID: 12, VersionNumber: 1, OfferVersionNumbers: '1' }),
      makeRow({ id: 3, HasExternalPrepayment: true, QR_FilledIn: true, Order_DeliveriesID: 43 }),
      makeRow({ id: 4, status: S.Needs_Prepayment, OrderID: 24 }),
      makeRow({
        id: 5,
        status: S.New,
        OfferID: 15,
        VersionNumber: 3,
        OfferVersionNumbers: '1,2,3',
      }),
      makeRow({ id: 6, status: S.Delivered, InvoiceID: 56 }),
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
      [0.5, 3],
      [0, 1],
    ]);
  });

  it('gives one row several cards when several conditions hold', () => {
    const row = makeRow({
      id: 9,
      status: S.Delivered,
      InvoiceID: 50,
      HasExternalPrepayment: true,
      QR_FilledIn: true,
      Order_DeliveriesID: 40,
    });
    const result = dashboardActions([row], none);
    expect(result).toEqual({
      kind: 'actions',
      cards: [
        {
          action: A.PayFinalInvoice,
          priority: 1,
          installationId: 9,
          target: '/installations/invoicedetail/50',
        },
        {
          action: A.SignDeliveryDocument,
          priority: 0.5,
          installationId: 9,
          target: '/installations/ichoosr/40',
        },
      ],
    });
  });

  it('shows the loyalty card when nothing is to do and loyalty is on', () => {
    const rows = [makeRow({ status: S.Completed, Surveyed: true })];
    expect(dashboardActions(rows, { features: ['loyalty'] })).toEqual({ kind: 'loyalty' });
    expect(dashboardActions([], { features: ['loyalty', 'survey'] })).toEqual({ kind: 'loyalty' });
  });

  it('says there are no actions when nothing is to do and loyalty is off', () => {
    expect(dashboardActions([makeRow({ status: S.Completed })], none)).toEqual({
      kind: 'noActions',
    });
    expect(dashboardActions([], survey)).toEqual({ kind: 'noActions' });
  });

  it('never shows the loyalty card beside actions', () => {
    const rows = [makeRow({ status: S.Needs_Prepayment, OrderID: 1 })];
    expect(dashboardActions(rows, { features: ['loyalty'] }).kind).toBe('actions');
  });

  it('exports the spec priorities', () => {
    expect(Object.values(ActionPriority)).toEqual([3, 2, 1, 0.5, 0]);
  });
});
