// The one truth of an installation: examples for the demo customers' installations, then
// properties over generated installations (fast-check).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dashboardActions } from './dashboard-actions.ts';
import { lifeStages as at, makeRow } from './installation-fixture.ts';
import { installationJourney } from './installation-journey.ts';
import type { InstallationFacts, InstallationRow } from './installation-row.ts';
import { InstallationStatus as S } from './installation-status.ts';
import { stepFacts } from './journey-steps.ts';

const now = new Date('2026-11-21T10:00:00+01:00');
const demo = { features: ['support', 'survey', 'loyalty', 'monitoring'], now };
const helios = { features: ['support'], now };

const journeyOf = (row: Partial<InstallationRow>, ctx = demo) =>
  installationJourney(makeRow(row), ctx);
const states = (row: Partial<InstallationRow>, ctx = demo) =>
  journeyOf(row, ctx).steps.map((step) => `${step.key}:${step.state}`);

describe('installation journey, as the demo customers have it', () => {
  it("Thomas's second home (helios, AIEG declaration to do) is Completed and waits for him", () => {
    const journey = journeyOf({ ...at.inspected, NetOperatorStatus: 0 }, helios);
    expect(journey.status).toBe(S.Completed);
    expect(journey.current).toMatchObject({ key: 'gridOperator', actor: 'customer' });
    expect(journey.waitsForCustomer).toBe(true);
    expect(journey.action?.action).toBe('registerGridOperator');
    expect(
      dashboardActions([makeRow({ ...at.inspected, NetOperatorStatus: 0 })], helios).kind,
    ).toBe('actions');
  });

  it("Thomas's first home (helios, REW request sent) is done throughout", () => {
    const journey = journeyOf({ ...at.inspected, NetOperatorStatus: 1 }, helios);
    expect(journey.status).toBe(S.Completed);
    expect(journey.current).toBeNull();
    expect(journey.steps.every((step) => step.state === 'done')).toBe(true);
  });

  it("Emma's fresh installation, no invoice yet, waits for the installer, not for her", () => {
    const emma = {
      ...at.prepaid,
      Order_DeliveriesID: 40,
      InstallationDate: '2026-11-18T08:00:00',
    };
    const journey = journeyOf(emma);
    expect(journey.status).toBe(S.Delivered);
    expect(journey.current).toMatchObject({ key: 'invoice', actor: 'installer' });
    expect(journey.waitsForCustomer).toBe(false);
    expect(journey.action).toBeNull();
    expect(states(emma).slice(-5)).toEqual([
      'invoice:current',
      'invoicePaid:later',
      'inspection:later',
      'gridOperator:later',
      'survey:later',
    ]);
  });

  describe("Jan's iChoosr installation (surveyed, grid request to do)", () => {
    const ichoosr = {
      ...at.inspected,
      PrepaymentInvoiceID: null,
      PrepaymentInvoiceStatus: null,
      HasExternalPrepayment: true,
      Surveyed: true,
      NetOperatorStatus: 0,
    };

    it('asks him to sign the delivery document, every step before it done, the survey too', () => {
      const journey = journeyOf(ichoosr);
      expect(journey.status).toBe(S.ToSignIChoosr);
      expect(journey.action?.action).toBe('signDeliveryDocument');
      expect(states(ichoosr)).toEqual([
        'offer:done',
        'signed:done',
        'order:done',
        'planned:done',
        'delivered:done',
        'invoice:done',
        'invoicePaid:done',
        'inspection:done',
        // Answered before the document was signed: done, shown before the step he is at.
        'survey:done',
        'deliveryDocument:current',
        'gridOperator:later',
      ]);
    });

    it('once signed, is Completed and still asks for the grid registration', () => {
      const journey = journeyOf({ ...ichoosr, OpleveringDone: true });
      expect(journey.status).toBe(S.Completed);
      expect(journey.current).toMatchObject({ key: 'gridOperator', actor: 'customer' });
      expect(journey.action?.target).toBe('/installations/netoperator/0');
    });
  });

  it('never takes a customer duty as done on a later fact, but an installer step may be', () => {
    // A grid registration completed without the offer's signature on record.
    const journey = journeyOf({ ...at.registered, OfferStatus: 2 });
    expect(journey.current).toMatchObject({ key: 'signed', actor: 'customer' });
    const planned = journeyOf({ ...at.invoiced, InstallationDate: null, QR_FilledIn: false });
    expect(planned.current?.key).toBe('invoicePaid');
  });
});

// Every fact that steers a step, including combinations no real installation has.
const id = fc.option(fc.integer({ min: 1, max: 999 }), { nil: null });
const paymentState = fc.option(fc.constantFrom(0, 1), { nil: null });
const approval = fc.option(fc.boolean(), { nil: null });
const date = fc.option(
  fc.constantFrom('2026-11-10T09:00:00', '2026-11-21T08:00:00', '2026-12-01T09:00:00', ' '),
  { nil: null },
);
const generatedFacts: fc.Arbitrary<Partial<InstallationFacts>> = fc.record({
  OfferID: id,
  OfferStatus: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
  OfferVersionNumbers: fc.constantFrom('', '1', '1,2'),
  VersionNumber: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  OrderID: id,
  OrderStatus: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
  PrepaymentInvoiceID: id,
  PrepaymentInvoiceStatus: paymentState,
  Order_DeliveriesID: id,
  InstallationDate: date,
  QR_FilledIn: fc.boolean(),
  InvoiceID: id,
  InvoiceStatus: paymentState,
  OrderInspectionJobID: id,
  InvoiceInspectionJobID: id,
  OrderInspectionApproved: approval,
  InvoiceInspectionApproved: approval,
  NetOperatorStatus: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
  HasExternalPrepayment: fc.boolean(),
  OpleveringDone: fc.boolean(),
  Surveyed: fc.boolean(),
});
const generatedRow = fc
  .tuple(fc.nat({ max: 20 }), generatedFacts)
  .map(([rowId, facts]) => makeRow({ ...facts, id: rowId }));
const features = fc.subarray(['support', 'survey', 'loyalty', 'monitoring']);

describe('installation journey, over generated installations', () => {
  it('has exactly one current step (none when all are done), every step before it done and none after', () => {
    fc.assert(
      fc.property(generatedRow, features, (row, tenantFeatures) => {
        const { steps, current } = installationJourney(row, { features: tenantFeatures, now });
        const currents = steps.filter((step) => step.state === 'current');
        if (current === null) {
          expect(currents).toEqual([]);
          expect(steps.every((step) => step.state === 'done')).toBe(true);
          return;
        }
        expect(currents).toEqual([current]);
        const at = steps.indexOf(current);
        expect(steps.slice(0, at).every((step) => step.state === 'done')).toBe(true);
        expect(steps.slice(at + 1).every((step) => step.state === 'later')).toBe(true);
      }),
    );
  });

  it('says "nothing to do" only when no step waits for the customer', () => {
    fc.assert(
      fc.property(generatedRow, features, (row, tenantFeatures) => {
        const journey = installationJourney(row, { features: tenantFeatures, now });
        expect(journey.waitsForCustomer).toBe(journey.current?.actor === 'customer');
        expect(journey.action === null).toBe(!journey.waitsForCustomer);
      }),
    );
  });

  it('marks a customer duty done only on its own facts', () => {
    fc.assert(
      fc.property(generatedRow, features, (row, tenantFeatures) => {
        const ctx = { features: tenantFeatures, now };
        const own = new Map(
          stepFacts(row, { surveyEnabled: tenantFeatures.includes('survey'), now }).map((step) => [
            step.key,
            step.done,
          ]),
        );
        for (const step of installationJourney(row, ctx).steps) {
          if (step.actor === 'customer' && step.state === 'done') {
            expect(own.get(step.key)).toBe(true);
          }
        }
      }),
    );
  });

  it('never shows an answered survey or a signed delivery document as still to come', () => {
    fc.assert(
      fc.property(generatedRow, features, (row, tenantFeatures) => {
        const { steps } = installationJourney(row, { features: tenantFeatures, now });
        const state = (key: string) => steps.find((step) => step.key === key)?.state;
        if (row.Surveyed && state('survey') !== undefined) expect(state('survey')).toBe('done');
        if (row.OpleveringDone && state('deliveryDocument') !== undefined) {
          expect(state('deliveryDocument')).toBe('done');
        }
      }),
    );
  });

  it('says "fully in order" only when no installation waits for the customer', () => {
    fc.assert(
      fc.property(fc.array(generatedRow, { maxLength: 6 }), features, (rows, tenantFeatures) => {
        const ctx = { features: tenantFeatures, now };
        const waiting = rows.filter((row) => installationJourney(row, ctx).waitsForCustomer);
        const result = dashboardActions(rows, ctx);
        if (waiting.length === 0) expect(result.kind).not.toBe('actions');
        else expect(result.kind === 'actions' ? result.cards.length : 0).toBe(waiting.length);
      }),
    );
  });

  it('is never all done while the grid registration is open, whatever the status says', () => {
    fc.assert(
      fc.property(generatedRow, features, (row, tenantFeatures) => {
        const journey = installationJourney(row, { features: tenantFeatures, now });
        if (journey.current === null) expect([1, 2]).toContain(row.NetOperatorStatus);
      }),
    );
  });
});
