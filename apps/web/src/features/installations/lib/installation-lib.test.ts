import { makeArticle, makeRow } from '@portal/domain/installation-fixture';
import { installationRoutes } from '@portal/domain/installation-routes';
import { InstallationStatus } from '@portal/domain/installation-status';
import { ProductCategory } from '@portal/domain/product-category';
import { OfferStatusId, PaymentState } from '@portal/domain/status-ids';
import { describe, expect, it } from 'vitest';
import { installationFigures } from './installation-figures';
import { installationLinks } from './installation-links';
import { lifecycleStages } from './lifecycle';
import { nextStep } from './next-step';

describe('installation figures', () => {
  it('adds panel Wp × quantity into kWp, battery kWh and charger kW', () => {
    const row = makeRow({
      articles: [
        {
          category: ProductCategory.SolarPanels,
          articles: [
            makeArticle({
              category: ProductCategory.SolarPanels,
              quantity: 20,
              details: { power: { value: 440, suffix: 'Wp' } },
            }),
          ],
        },
        {
          category: ProductCategory.Batteries,
          articles: [
            makeArticle({
              category: ProductCategory.Batteries,
              quantity: 3,
              details: { storedEnergy: { value: 5.12, suffix: 'kWh' } },
            }),
          ],
        },
        {
          category: ProductCategory.ChargingStations,
          articles: [
            makeArticle({
              category: ProductCategory.ChargingStations,
              details: { maxPower: { value: 11, suffix: 'kW' } },
            }),
          ],
        },
      ],
    });
    expect(installationFigures(row)).toEqual({
      solarKwp: 8.8,
      batteryKwh: 15.36,
      chargerKw: 11,
      heatPumpKw: null,
    });
  });
});

describe('next step', () => {
  it('is the dashboard action of the row', () => {
    const row = makeRow({ OfferID: 5, OfferVersionNumbers: '1', VersionNumber: 1 });
    expect(nextStep(row, [])).toEqual({
      kind: 'action',
      action: 'approveOffer',
      target: installationRoutes.offerDetail(5, 1),
    });
  });

  it('is the installer without an action, and nothing once completed', () => {
    expect(nextStep(makeRow({ status: InstallationStatus.Planned }), [])).toEqual({
      kind: 'installer',
    });
    expect(nextStep(makeRow({ status: InstallationStatus.Completed }), [])).toEqual({
      kind: 'completed',
    });
  });
});

describe('lifecycle', () => {
  it('marks done stages, the current one and the rest, skipping the missing prepayment', () => {
    const row = makeRow({
      status: InstallationStatus.Planned,
      OfferID: 5,
      OfferStatus: OfferStatusId.Signed,
      OrderID: 9,
      InstallationDate: '2999-01-01T08:00:00',
    });
    const stages = lifecycleStages(row, new Date('2026-11-21T12:00:00Z'));
    expect(stages.map((stage) => [stage.key, stage.state])).toEqual([
      ['offer', 'done'],
      ['signed', 'done'],
      ['order', 'done'],
      ['planned', 'done'],
      ['delivered', 'current'],
      ['invoicePaid', 'next'],
      ['inspection', 'next'],
      ['gridOperator', 'next'],
      ['completed', 'next'],
    ]);
    expect(stages.find((stage) => stage.key === 'planned')?.date).toBe('2999-01-01T08:00:00');
  });

  it('leaves the last step to the customer while the survey waits', () => {
    const row = makeRow({ status: InstallationStatus.ToSurvey, NetOperatorStatus: 1 });
    const current = lifecycleStages(row).find((stage) => stage.state === 'current');
    expect(current?.key).not.toBe('gridOperator');
    expect(lifecycleStages(row).at(-1)).toMatchObject({ key: 'completed', actor: 'customer' });
  });

  it('includes the prepayment when a prepayment invoice exists', () => {
    const row = makeRow({
      OrderID: 9,
      PrepaymentInvoiceID: 3,
      PrepaymentInvoiceStatus: PaymentState.Open,
    });
    expect(lifecycleStages(row).some((stage) => stage.key === 'prepayment')).toBe(true);
  });
});

describe('installation links', () => {
  it('lists the sub-pages that apply, repairs and survey only with their feature', () => {
    const row = makeRow({
      id: 2,
      OfferID: 5,
      OfferVersionNumbers: '1,2',
      VersionNumber: 2,
      OrderID: 9,
    });
    const keys = (features: string[]) => installationLinks(row, features).map((link) => link.key);
    expect(keys([])).toEqual([
      'offerList',
      'offerDetail',
      'order',
      'deliveryPlanning',
      'gridOperator',
      'documents',
    ]);
    expect(keys(['survey', 'support'])).toContain('repairs');
    expect(keys(['survey', 'support'])).toContain('survey');
  });
});
