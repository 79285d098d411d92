// The energy plan on the web: the card names each planned load's window and saving and leads to
// the page; before a plan it says when one comes; the page shows the loads with their money, the
// car's target and what its owner says it needs by when, the peak, the chart with its summary and its table, and turns the evening push off
// and the dishwasher on with a PUT each; the insights panel adds up the measured savings.
import type { EnergyPlanAnswer, EnergyPlanObjective } from '@portal/contract/energy-plan';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app';
import { EnergyPlanCard } from './energy-plan-card';
import { EnergyPlanView } from './energy-plan-view';
import { PlanSavings } from './plan-savings';

const quarter = (start: string, consumptionPrice: number, flexibleW: number) => ({
  start,
  consumptionPrice,
  injectionPrice: 0.05,
  solarW: 0,
  baseW: 400,
  flexibleW,
  gridW: 400 + flexibleW,
});

const cheapest: EnergyPlanObjective = {
  loads: [
    {
      id: 'ev',
      kind: 'ev',
      status: 'planned',
      windows: [
        { start: '2026-11-22T01:00:00.000Z', end: '2026-11-22T04:00:00.000Z', energyWh: 18000 },
      ],
      energyWh: 18000,
      costEur: 3.1,
      usualCostEur: 6.5,
      savingEur: 3.4,
      ownMeter: true,
      ev: {
        targetWh: 18000,
        reachable: true,
        reachableWh: 18000,
        departAt: '2026-11-22T06:30:00.000Z',
      },
    },
    {
      id: 'battery',
      kind: 'battery',
      status: 'not-worth-it',
      windows: [],
      energyWh: 0,
      costEur: 0,
      usualCostEur: 0,
      savingEur: 0,
      ownMeter: true,
      ev: null,
    },
    {
      id: 'boiler',
      kind: 'boiler',
      status: 'planned',
      windows: [
        { start: '2026-11-22T12:00:00.000Z', end: '2026-11-22T13:00:00.000Z', energyWh: 2000 },
      ],
      energyWh: 2000,
      costEur: 0.3,
      usualCostEur: 0.55,
      savingEur: 0.25,
      ownMeter: false,
      ev: null,
    },
  ],
  quarterHours: [
    quarter('2026-11-22T00:45:00.000Z', 0.31, 0),
    quarter('2026-11-22T01:00:00.000Z', 0.22, 6000),
    quarter('2026-11-22T01:15:00.000Z', 0.21, 6000),
  ],
  costEur: 3.5,
  usualCostEur: 6.9,
  savingEur: 3.4,
  selfConsumedSolarWh: 0,
  gridImportWh: 3300,
  peak: {
    limitW: 7000,
    plannedPeakW: 6400,
    withinLimit: true,
    extraPeakW: 0,
    extraPeakYearlyEur: 0,
  },
};

const answer: EnergyPlanAnswer = {
  deviceId: 'FLX-1',
  settings: {
    push: true,
    dishwasher: false,
    washingMachine: false,
    carNeedKwh: 18,
    carDeparture: '07:30',
  },
  plan: {
    day: '2026-11-22',
    computedAt: '2026-11-21T12:30:00.000Z',
    pricesEstimated: false,
    solarForecastWh: 4700,
    solarBasis: 'similar-days',
    cheapest,
    greenest: cheapest,
  },
  savings: { days: 0, realisedSavingEur: 0, plannedSavingEur: 0, firstDay: null, lastDay: null },
};

function serve(body: EnergyPlanAnswer) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const sent = JSON.parse(String(init?.body ?? 'null'));
      calls.push({ method, url: String(url), body: sent });
      const data = method === 'PUT' ? { ...body.settings, ...sent } : body;
      return new Response(JSON.stringify({ data, errors: [] }), { status: 200 });
    }),
  );
  return calls;
}

describe('the energy plan', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the car’s window and saving on the card, and leads to the plan', async () => {
    serve(answer);
    await renderWithApp(<EnergyPlanCard deviceId="FLX-1" />);
    const card = await screen.findByRole('region', { name: 'Your energy plan for tomorrow' });
    expect(within(card).getByText('Charge the car').parentElement?.textContent).toBe(
      'Charge the car 02:00–05:00€3.40 cheaper than at the usual times',
    );
    expect(within(card).getByText('You save €3.40')).toBeTruthy();
    expect(within(card).queryByText('Charge the battery from the grid')).toBeNull();
    expect(within(card).getByRole('link', { name: 'See the plan' }).getAttribute('href')).toBe(
      '/monitoring/plan',
    );
  });

  it('says when tomorrow’s plan comes while there is none', async () => {
    serve({ ...answer, plan: null });
    await renderWithApp(<EnergyPlanCard deviceId="FLX-1" />, { language: 'nl' });
    expect(
      await screen.findByText(
        'Het plan voor morgen wordt gemaakt zodra de prijzen van morgen bekend zijn, vanaf 13.30 uur.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows the loads, the peak, the chart and its table, and changes the settings', async () => {
    const calls = serve(answer);
    await renderWithApp(<EnergyPlanView deviceId="FLX-1" />, { language: 'fr' });
    expect(await screen.findByText('Plan énergie du dimanche 22 novembre')).toBeTruthy();
    const loads = screen.getByRole('table', { name: 'Appareils planifiés' });
    const car = within(loads).getByRole('row', { name: /Recharger la voiture/ });
    expect(car.textContent).toContain('02:00–05:00');
    expect(car.textContent).toContain('La voiture reçoit 18 kWh pour 07:30.');
    expect(within(loads).getByRole('row', { name: /Charger la batterie/ }).textContent).toContain(
      'Pas rentable aux prix de demain',
    );
    expect(
      screen.getByText('Chaque quart d’heure reste sous votre pic du mois de 7 kW.'),
    ).toBeTruthy();
    const chart = screen.getByRole('img', { name: /^Graphique du plan/ });
    expect(chart.getAttribute('aria-label')).toMatch(/Prix le plus bas 0,210\s€ à 02:15/);
    expect(
      screen.getByRole('table', { name: 'Le plan par quart d’heure' }).querySelectorAll('tbody tr'),
    ).toHaveLength(3);

    fireEvent.click(screen.getByRole('switch', { name: 'Rappel du soir' }));
    expect(
      await screen.findByText('Vous ne recevez pas de rappel. Le plan reste ici.'),
    ).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      url: '/api/energy-plan/FLX-1/settings',
      body: { push: false },
    });
    fireEvent.click(screen.getByRole('switch', { name: 'Planifier le lave-vaisselle' }));
    expect(
      await screen.findByText(
        'Le prochain plan choisit le moment le moins cher pour un programme.',
      ),
    ).toBeTruthy();
    expect(calls.at(-1)?.body).toEqual({ dishwasher: true });
  });

  it('says which loads the day after measures and which are planned but not measured', async () => {
    serve(answer);
    await renderWithApp(<EnergyPlanView deviceId="FLX-1" />);
    expect(
      await screen.findByText(
        'Measured the day after by a meter of its own: the car. What it saves joins your running total.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Planned but not measured: the boiler. It has no meter of its own to show when it ran, so its saving stays the plan’s estimate and is not counted.',
      ),
    ).toBeTruthy();
  });

  it('keeps every load a table row whose cells name their column for the stacked phone layout', async () => {
    serve(answer);
    await renderWithApp(<EnergyPlanView deviceId="FLX-1" />, { language: 'nl' });
    const loads = await screen.findByRole('table', { name: 'Geplande verbruikers' });
    // Nothing in the loads scrolls sideways any more: no scrolling region around the table.
    expect(loads.closest('[tabindex]')).toBeNull();
    const boiler = within(loads).getByRole('row', { name: /Boiler opwarmen/ });
    expect(within(boiler).getByRole('rowheader').textContent).toBe('Boiler opwarmen');
    const cells = within(boiler).getAllByRole('cell');
    // Each cell's column name is there for the cards, hidden from screen readers, which have the
    // column header; what they read of a cell is its value alone.
    expect(cells.map((cell) => cell.querySelector('[aria-hidden="true"]')?.textContent)).toEqual([
      'Wanneer',
      'Kost',
      'Op het gewone tijdstip',
      'Besparing',
    ]);
    // (Money in Dutch has a no-break space after the euro sign.)
    expect(cells.map((cell) => cell.lastChild?.textContent?.replace(/\s/g, ' '))).toEqual([
      '13:00–14:00',
      '€ 0,30',
      '€ 0,55',
      '€ 0,25',
    ]);
    expect(within(loads).getAllByRole('columnheader')).toHaveLength(5);
  });

  it('saves what the car needs by when, and refuses a need it cannot take', async () => {
    const calls = serve(answer);
    await renderWithApp(<EnergyPlanView deviceId="FLX-1" />, { language: 'nl' });
    const card = await screen.findByRole('region', { name: 'Uw auto' });
    const need = within(card).getByLabelText('Nodige lading (kWh)');
    const save = within(card).getByRole('button', { name: 'Opslaan' });
    fireEvent.change(need, { target: { value: '150' } });
    expect(within(card).getByText('Geef tussen 1 en 100 kWh op.')).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(need, { target: { value: '30' } });
    fireEvent.change(within(card).getByLabelText('Vertrekt om'), { target: { value: '06:15' } });
    fireEvent.click(save);
    expect(
      await within(card).findByText('Opgeslagen: het volgende plan gebruikt dit.'),
    ).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      url: '/api/energy-plan/FLX-1/settings',
      body: { carNeedKwh: 30, carDeparture: '06:15' },
    });
  });

  it('adds up what the followed plans saved on insights', async () => {
    serve({
      ...answer,
      savings: {
        days: 12,
        realisedSavingEur: 18.4,
        plannedSavingEur: 21,
        firstDay: '2026-11-01',
        lastDay: '2026-11-20',
      },
    });
    await renderWithApp(<PlanSavings deviceId="FLX-1" />);
    expect(await screen.findByText('€18.40 saved over 12 days')).toBeTruthy();
    expect(
      screen.getByText('The plans promised €21.00 for the same loads on the same days.'),
    ).toBeTruthy();
    expect(
      screen.getByText(/^This total counts only the loads with a meter of their own/),
    ).toBeTruthy();
  });
});
