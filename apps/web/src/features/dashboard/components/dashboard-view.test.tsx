// The dashboard: action cards highest priority first with their targets (an open grid
// registration among them); the loyalty card when there is nothing to do and loyalty is on;
// otherwise the fully-in-order message.

import { lifeStages, makeRow } from '@portal/domain/installation-fixture';
import { installationRoutes } from '@portal/domain/installation-routes';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app';
import { DashboardView } from './dashboard-view';

const label = () => 'Solar panels';

describe('dashboard view', () => {
  afterEach(cleanup);

  it('lists the actions highest priority first, each linking to its target', async () => {
    const rows = [
      makeRow({ ...lifeStages.invoiced, id: 0, InvoiceID: 8 }),
      makeRow({ ...lifeStages.offered, id: 1, OfferID: 4, OfferVersionNumbers: '1,2,3' }),
    ];
    await renderWithApp(<DashboardView rows={rows} features={[]} installationLabel={label} />);
    const items = within(await screen.findByRole('list', { name: 'Actions' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe(installationRoutes.offerList(4));
    expect(
      within(items[1] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe(installationRoutes.invoiceDetail(8));
  });

  it('shows the loyalty card without actions when loyalty is on, else the in-order message', async () => {
    const rows = [makeRow(lifeStages.registered)];
    await renderWithApp(
      <DashboardView rows={rows} features={['loyalty']} installationLabel={label} />,
    );
    expect(await screen.findByRole('link', { name: 'Refer a friend' })).toBeTruthy();
    cleanup();
    await renderWithApp(<DashboardView rows={rows} features={[]} installationLabel={label} />);
    expect(await screen.findByText('You are fully in order')).toBeTruthy();
  });

  it('is never fully in order while a completed installation waits for its grid registration', async () => {
    const rows = [
      makeRow({ ...lifeStages.registered, id: 0 }),
      makeRow({ ...lifeStages.inspected, id: 1, NetOperatorStatus: 0 }),
    ];
    await renderWithApp(<DashboardView rows={rows} features={[]} installationLabel={label} />);
    const card = await screen.findByRole('listitem', {
      name: 'Register your installation with the grid operator',
    });
    expect(within(card).getByRole('link').getAttribute('href')).toBe(
      installationRoutes.gridOperator(1),
    );
    expect(screen.queryByText('You are fully in order')).toBeNull();
  });
});
