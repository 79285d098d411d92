// The live capacity tariff line: the room left while the quarter-hour stays under the month's
// peak; past what a home's connection can draw, that no new peak can be set (a figure like
// "85 kW of room" near the quarter's end would mean nothing); a warning with the power to shed.
import type { LiveCapacity } from '@portal/contract/monitoring';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app';
import { CapacityNotice, HOUSEHOLD_CONNECTION_W } from './capacity-notice';

const base: LiveCapacity = {
  quarterStart: '2026-11-26T17:00:00.000Z',
  projectedW: 3100,
  monthPeakW: 4200,
  thresholdW: 4200,
  headroomW: 2600,
  newPeak: false,
};

describe('the capacity tariff line', () => {
  afterEach(cleanup);

  it('names the room left before a new monthly peak', async () => {
    await renderWithApp(<CapacityNotice capacity={base} locale="en-GB" />);
    expect((await screen.findByTestId('capacity-room')).textContent).toBe(
      'Capacity tariff: 2.60 kW of room until 18:15 before a new monthly peak (4.20 kW).',
    );
  });

  it('says no new peak can be set once the room passes what a home can draw', async () => {
    const late = { ...base, headroomW: HOUSEHOLD_CONNECTION_W + 60_000 };
    await renderWithApp(<CapacityNotice capacity={late} locale="en-GB" />);
    expect((await screen.findByTestId('capacity-room')).textContent).toBe(
      'Capacity tariff: this quarter-hour can no longer set a new monthly peak (4.20 kW) before 18:15.',
    );
  });

  it('warns with the power to shed when the quarter-hour heads for a new peak', async () => {
    const heading = { ...base, projectedW: 5300, headroomW: -3300, newPeak: true };
    await renderWithApp(<CapacityNotice capacity={heading} locale="en-GB" />);
    expect((await screen.findByTestId('capacity-warning')).textContent).toContain(
      'Draw 3.30 kW less',
    );
  });
});
