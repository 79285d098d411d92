import { lifeStages, makeArticle, makeRow } from '@portal/domain/installation-fixture';
import { installationJourney } from '@portal/domain/installation-journey';
import type { InstallationRow } from '@portal/domain/installation-row';
import { InstallationStatus } from '@portal/domain/installation-status';
import { ProductCategory } from '@portal/domain/product-category';
import { describe, expect, it } from 'vitest';
import { installationFigures } from './installation-figures';
import { journeyTone, statusKey } from './installation-labels';
import { installationLinks } from './installation-links';

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

describe('status words', () => {
  const now = new Date('2026-11-21T10:00:00+01:00');
  const journey = (row: Partial<InstallationRow>) =>
    installationJourney(makeRow(row), { features: [], now });

  it('names a Completed installation with its grid registration open as not finished', () => {
    const open = journey({ ...lifeStages.inspected, NetOperatorStatus: 0 });
    expect(open.status).toBe(InstallationStatus.Completed);
    expect(statusKey(open)).toBe('installations:status.CompletedStepOpen');
    expect(journeyTone(open)).toBe('action');
  });

  it('keeps the spec status otherwise, its tone from who acts', () => {
    const registered = journey(lifeStages.registered);
    expect(statusKey(registered)).toBe('installations:status.Completed');
    expect(journeyTone(registered)).toBe('done');
    const planned = journey(lifeStages.planned);
    expect(statusKey(planned)).toBe('installations:status.Planned');
    expect(journeyTone(planned)).toBe('progress');
    expect(journeyTone(journey(lifeStages.toPrepay))).toBe('action');
  });

  it('does not say "invoice due" while no invoice exists', () => {
    const installed = journey(lifeStages.delivered);
    expect(installed.status).toBe(InstallationStatus.Delivered);
    expect(statusKey(installed)).toBe('installations:status.DeliveredInvoiceToFollow');
    expect(journeyTone(installed)).toBe('progress');
    expect(statusKey(journey(lifeStages.invoiced))).toBe('installations:status.Delivered');
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
