// The dashboard: action cards highest priority first with their targets; the loyalty card when
// there is nothing to do and loyalty is on; otherwise the fully-in-order message.

import { makeRow } from '@portal/domain/installation-fixture';
import { installationRoutes } from '@portal/domain/installation-routes';
import { InstallationStatus } from '@portal/domain/installation-status';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app';
import { DashboardView } from './dashboard-view';

const label = () => 'Solar panels';

describe('dashboard view', () => {
  afterEach(cleanup);

  it('lists the actions highest priority first, each linking to its target', async () => {
    const rows = [
      makeRow({ id: 0, status: InstallationStatus.Delivered, InvoiceID: 8 }),
      makeRow({ id: 1, OfferID: 4, OfferVersionNumbers: '1,2,3', VersionNumber: 3 }),
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
    const rows = [makeRow({ status: InstallationStatus.Completed })];
    await renderWithApp(
      <DashboardView rows={rows} features={['loyalty']} installationLabel={label} />,
    );
    expect(await screen.findByRole('link', { name: 'Refer a friend' })).toBeTruthy();
    cleanup();
    await renderWithApp(<DashboardView rows={rows} features={[]} installationLabel={label} />);
    expect(await screen.findByText('You are fully in order')).toBeTruthy();
  });
});
