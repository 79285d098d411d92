import { describe, expect, it } from 'vitest';
import {
  deriveInstallationStatus,
  isInvoicePaid,
  toInstallationRows,
} from './derive-installation-status.ts';
import { makeFacts } from './installation-fixture.ts';
import type { InstallationFacts } from './installation-row.ts';
import { InstallationStatus as S } from './installation-status.ts';
import { OfferStatusId, OrderStatusId, PaymentState } from './status-ids.ts';

const now = new Date('2026-11-21T10:00:00+01:00');
const derive = (overrides: Partial<InstallationFacts>, surveyEnabled = true) =>
  deriveInstallationStatus(makeFacts(overrides), { surveyEnabled, now });

// Each stage adds the facts of the next step in the lifecycle.
const signed = { OfferID: 10, OfferStatus: OfferStatusId.Signed, VersionNumber: 1 };
const ordered = { ...signed, OrderID: 20, OrderStatus: OrderStatusId.Confirmed };
const prepaid = { ...ordered, PrepaymentInvoiceID: 30, PrepaymentInvoiceStatus: PaymentState.Paid };
const planned = {
  ...prepaid,
  Order_DeliveriesID: 40,
  InstallationDate: '2026-12-01T09:00:00+01:00',
};
const delivered = { ...planned, InstallationDate: '2026-11-10T09:00:00+01:00', QR_FilledIn: true };
const invoiced = { ...delivered, InvoiceID: 50, InvoiceStatus: PaymentState.Open };
const paid = { ...invoiced, InvoiceStatus: PaymentState.Paid };
const inspecting = { ...paid, OrderInspectionJobID: 60, OrderInspectionApproved: false };
const approved = { ...inspecting, OrderInspectionApproved: true };
const registered = { ...approved, NetOperatorStatus: 1 };

describe('deriveInstallationStatus', () => {
  it('gives New when there is no offer at all', () => {
    expect(derive({})).toBe(S.New);
  });

  describe('rule 1: offer', () => {
    it.each([
      [OfferStatusId.Pending, S.New],
      [OfferStatusId.Sent, S.New],
      [OfferStatusId.Signed, S.Signed],
      [OfferStatusId.Completed, S.Signed],
      [OfferStatusId.Expired, S.New],
      [null, S.New],
    ])('offer status %s gives %s', (OfferStatus, expected) => {
      expect(derive({ OfferID: 10, OfferStatus })).toBe(expected);
    });

    it('ignores an offer status without an offer id', () => {
      expect(derive({ OfferStatus: OfferStatusId.Signed })).toBe(S.New);
    });
  });

  describe('rule 2: order beyond its initial status', () => {
    it('does not apply to an order still in the initial status', () => {
      expect(derive({ ...signed, OrderID: 20, OrderStatus: OrderStatusId.New })).toBe(S.Signed);
    });

    it('does not apply to an order without a status, or a status without an order', () => {
      expect(derive({ ...signed, OrderID: 20, OrderStatus: null })).toBe(S.Signed);
      expect(derive({ ...signed, OrderStatus: OrderStatusId.Confirmed })).toBe(S.Signed);
    });

    it('gives Ordered without a prepayment invoice, for every later order status', () => {
      for (const OrderStatus of [2, 3, 4, 5]) {
        expect(derive({ ...signed, OrderID: 20, OrderStatus })).toBe(S.Ordered);
      }
    });

    it('gives Needs_Prepayment for an open or unknown prepayment, Prepaid for a paid one', () => {
      const withInvoice = { ...ordered, PrepaymentInvoiceID: 30 };
      expect(derive({ ...withInvoice, PrepaymentInvoiceStatus: PaymentState.Open })).toBe(
        S.Needs_Prepayment,
      );
      expect(derive({ ...withInvoice, PrepaymentInvoiceStatus: null })).toBe(S.Needs_Prepayment);
      expect(derive({ ...withInvoice, PrepaymentInvoiceStatus: PaymentState.Paid })).toBe(
        S.Prepaid,
      );
    });

    it('ignores a paid status without a prepayment invoice id', () => {
      expect(derive({ ...ordered, PrepaymentInvoiceStatus: PaymentState.Paid })).toBe(S.Ordered);
    });

    it('overrides rule 1 even when the offer is not signed', () => {
      expect(derive({ ...ordered, OfferStatus: OfferStatusId.Pending })).toBe(S.Ordered);
    });
  });

  describe('rule 3: delivery', () => {
    it('leaves the status alone for a delivery with no date, no QR and no invoice', () => {
      expect(derive({ ...prepaid, Order_DeliveriesID: 40 })).toBe(S.Prepaid);
      expect(derive({ ...prepaid, Order_DeliveriesID: 40, InstallationDate: '' })).toBe(S.Prepaid);
      expect(derive({ ...prepaid, Order_DeliveriesID: 40, InstallationDate: '  ' })).toBe(
        S.Prepaid,
      );
    });

    it('gives Planned for a future date, and for today', () => {
      expect(derive(planned)).toBe(S.Planned);
      expect(derive({ ...planned, InstallationDate: '2026-11-21T08:00:00+01:00' })).toBe(S.Planned);
      expect(derive({ ...planned, InstallationDate: '2026-11-21T23:59:00+01:00' })).toBe(S.Planned);
    });

    it('gives Delivered once the date is one Brussels calendar day past', () => {
      expect(derive({ ...planned, InstallationDate: '2026-11-20T23:59:00+01:00' })).toBe(
        S.Delivered,
      );
      expect(derive({ ...planned, InstallationDate: '2026-11-20' })).toBe(S.Delivered);
    });

    it('gives Delivered with the QR filled in, whatever the date', () => {
      expect(derive({ ...planned, QR_FilledIn: true })).toBe(S.Delivered);
      expect(derive({ ...prepaid, Order_DeliveriesID: 40, QR_FilledIn: true })).toBe(S.Delivered);
    });

    it('does not apply without a delivery id, even with a date and QR', () => {
      expect(derive({ ...prepaid, InstallationDate: '2026-11-01', QR_FilledIn: true })).toBe(
        S.Prepaid,
      );
    });

    it('overrides rules 1 and 2', () => {
      expect(
        derive({ OfferID: 10, OfferStatus: 1, Order_DeliveriesID: 40, QR_FilledIn: true }),
      ).toBe(S.Delivered);
      expect(
        derive({
          ...ordered,
          PrepaymentInvoiceID: 30,
          Order_DeliveriesID: 40,
          InstallationDate: '2026-12-01',
        }),
      ).toBe(S.Planned);
    });
  });

  describe('rule 4: final invoice', () => {
    it('gives Delivered for an open invoice even before the planned date', () => {
      expect(derive({ ...planned, InvoiceID: 50, InvoiceStatus: PaymentState.Open })).toBe(
        S.Delivered,
      );
      expect(derive({ ...planned, InvoiceID: 50, InvoiceStatus: null })).toBe(S.Delivered);
    });

    it('gives Paid for a paid invoice', () => {
      expect(derive(paid)).toBe(S.Paid);
    });

    it('overrides rule 1 alone: an offer with a paid invoice ends Paid, an open one Delivered', () => {
      expect(derive({ OfferID: 10, OfferStatus: 1, InvoiceID: 50, InvoiceStatus: 1 })).toBe(S.Paid);
      expect(derive({ OfferID: 10, OfferStatus: 1, InvoiceID: 50, InvoiceStatus: 0 })).toBe(
        S.Delivered,
      );
    });

    it('ignores an invoice status without an invoice id', () => {
      expect(derive({ ...delivered, InvoiceStatus: PaymentState.Paid })).toBe(S.Delivered);
    });
  });

  describe('rule 5: inspection', () => {
    it('gives InspectionPlanned for a job not (yet) approved', () => {
      expect(derive(inspecting)).toBe(S.InspectionPlanned);
      expect(derive({ ...inspecting, OrderInspectionApproved: null })).toBe(S.InspectionPlanned);
    });

    it('gives NetOperator for an approved job on the order or on the invoice', () => {
      expect(derive(approved)).toBe(S.NetOperator);
      expect(derive({ ...paid, InvoiceInspectionJobID: 61, InvoiceInspectionApproved: true })).toBe(
        S.NetOperator,
      );
      expect(
        derive({ ...paid, InvoiceInspectionJobID: 61, InvoiceInspectionApproved: false }),
      ).toBe(S.InspectionPlanned);
    });

    it("uses the invoice job's flag when both jobs exist", () => {
      const both = { ...paid, OrderInspectionJobID: 60, InvoiceInspectionJobID: 61 };
      expect(
        derive({ ...both, OrderInspectionApproved: true, InvoiceInspectionApproved: false }),
      ).toBe(S.InspectionPlanned);
      expect(
        derive({ ...both, OrderInspectionApproved: false, InvoiceInspectionApproved: true }),
      ).toBe(S.NetOperator);
    });

    it('ignores an approved flag without its job', () => {
      expect(derive({ ...paid, OrderInspectionApproved: true })).toBe(S.Paid);
      expect(derive({ ...paid, InvoiceInspectionJobID: 61, OrderInspectionApproved: true })).toBe(
        S.InspectionPlanned,
      );
    });

    it('does not apply while the invoice is unpaid or missing', () => {
      expect(derive({ ...approved, InvoiceStatus: PaymentState.Open })).toBe(S.Delivered);
      expect(derive({ ...approved, InvoiceID: null })).toBe(S.Delivered);
    });
  });

  describe('rule 6: grid operator', () => {
    it.each([0, 1, 2])('net operator status %s with everything done gives Completed', (status) => {
      expect(derive({ ...registered, NetOperatorStatus: status, Surveyed: true })).toBe(
        S.Completed,
      );
    });

    it.each([null, 3, -1])('net operator status %s does not apply', (status) => {
      expect(derive({ ...registered, NetOperatorStatus: status })).toBe(S.NetOperator);
    });

    it('gives ToSignIChoosr for an external prepayment whose handover is not done', () => {
      expect(derive({ ...registered, HasExternalPrepayment: true })).toBe(S.ToSignIChoosr);
      expect(derive({ ...registered, HasExternalPrepayment: true, Surveyed: true })).toBe(
        S.ToSignIChoosr,
      );
    });

    it('skips ToSignIChoosr once the handover is done or without external prepayment', () => {
      const done = { ...registered, HasExternalPrepayment: true, OpleveringDone: true };
      expect(derive(done)).toBe(S.ToSurvey);
      expect(derive({ ...registered, OpleveringDone: false })).toBe(S.ToSurvey);
    });

    it('gives ToSurvey only when not surveyed and the survey feature is on', () => {
      expect(derive(registered, true)).toBe(S.ToSurvey);
      expect(derive(registered, false)).toBe(S.Completed);
      expect(derive({ ...registered, Surveyed: true }, true)).toBe(S.Completed);
    });

    it('overrides every earlier rule', () => {
      expect(derive({ ...inspecting, NetOperatorStatus: 0, Surveyed: true })).toBe(S.Completed);
      expect(derive({ OfferID: 10, OfferStatus: 1, NetOperatorStatus: 2 }, false)).toBe(
        S.Completed,
      );
    });
  });

  it('walks the whole lifecycle in order', () => {
    const stages = [
      signed,
      ordered,
      prepaid,
      planned,
      delivered,
      invoiced,
      paid,
      inspecting,
      approved,
    ];
    expect(stages.map((stage) => derive(stage))).toEqual([
      S.Signed,
      S.Ordered,
      S.Prepaid,
      S.Planned,
      S.Delivered,
      S.Delivered,
      S.Paid,
      S.InspectionPlanned,
      S.NetOperator,
    ]);
    expect(derive(registered)).toBe(S.ToSurvey);
    expect(derive({ ...registered, Surveyed: true })).toBe(S.Completed);
  });

  it('uses the given clock, not the real one', () => {
    const facts = { ...planned, InstallationDate: '2026-11-21T09:00:00+01:00' };
    const at = (iso: string) =>
      deriveInstallationStatus(makeFacts(facts), { surveyEnabled: true, now: new Date(iso) });
    expect(at('2026-11-21T23:59:00+01:00')).toBe(S.Planned);
    expect(at('2026-11-22T00:00:00+01:00')).toBe(S.Delivered);
  });
});

describe('isInvoicePaid', () => {
  it('needs both an invoice and the paid state', () => {
    expect(isInvoicePaid({ InvoiceID: 1, InvoiceStatus: PaymentState.Paid })).toBe(true);
    expect(isInvoicePaid({ InvoiceID: 1, InvoiceStatus: PaymentState.Open })).toBe(false);
    expect(isInvoicePaid({ InvoiceID: 1, InvoiceStatus: null })).toBe(false);
    expect(isInvoicePaid({ InvoiceID: null, InvoiceStatus: PaymentState.Paid })).toBe(false);
  });
});

describe('toInstallationRows', () => {
  it('numbers rows by index and adds each status', () => {
    const rows = toInstallationRows([makeFacts(signed), makeFacts(paid)], {
      surveyEnabled: true,
      now,
    });
    expect(rows.map((row) => [row.id, row.status, row.OfferID])).toEqual([
      [0, S.Signed, 10],
      [1, S.Paid, 10],
    ]);
  });
});
