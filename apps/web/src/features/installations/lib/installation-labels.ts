// Words for an installation: its status name and tone (from its journey), and the
// product categories it contains, in the display order of spec §2 (solar panels, batteries,
// converters, charging stations; the rest after).

import type { InstallationJourney } from '@portal/domain/installation-journey';
import type { InstallationRow } from '@portal/domain/installation-row';
import { InstallationStatus } from '@portal/domain/installation-status';
import { ProductCategory } from '@portal/domain/product-category';
import type { TFunction } from 'i18next';

const statusNames = new Map<number, string>(
  Object.entries(InstallationStatus).map(([name, value]) => [value, name]),
);
const categoryNames = new Map<number, string>(
  Object.entries(ProductCategory).map(([name, value]) => [value, name]),
);

const displayOrder: ProductCategory[] = [
  ProductCategory.SolarPanels,
  ProductCategory.Batteries,
  ProductCategory.Control,
  ProductCategory.ChargingStations,
  ProductCategory.HeatPumps,
  ProductCategory.HeatPumpBoiler,
  ProductCategory.SolarBoilers,
  ProductCategory.Other,
];

export type StatusTone = 'action' | 'done' | 'progress';

/** Something waits for the customer, nothing is left, or the installer is at work. */
export function journeyTone(journey: InstallationJourney): StatusTone {
  if (journey.waitsForCustomer) return 'action';
  return journey.current === null ? 'done' : 'progress';
}

// Status words that ask something of the customer, and the words for the same status while the
// journey waits for the installer instead (no invoice sent yet, no offer made yet).
const whileInstallerActs = new Map<number, string>([
  [InstallationStatus.New, 'NewInPreparation'],
  [InstallationStatus.Delivered, 'DeliveredInvoiceToFollow'],
  [InstallationStatus.ToSignIChoosr, 'ToSignIChoosrInPreparation'],
]);

/**
 * The status in words: the spec's value, except where its usual words would not be true of this
 * installation (decision 070): a Completed one with a step still open must not read as finished,
 * and a status that asks something of the customer must not while the installer acts.
 */
export function statusKey(journey: InstallationJourney): string {
  const { status, current, waitsForCustomer } = journey;
  if (status === InstallationStatus.Completed && current !== null) {
    return 'installations:status.CompletedStepOpen';
  }
  const installerWords = current !== null && !waitsForCustomer && whileInstallerActs.get(status);
  const name = installerWords || statusNames.get(status) || 'Unknown';
  return `installations:status.${name}`;
}

/** i18n keys of the categories present, in display order. */
export function categoryKeys(row: Pick<InstallationRow, 'articles'>): string[] {
  const present = new Set<ProductCategory>(
    row.articles.filter((group) => group.articles.length > 0).map((group) => group.category),
  );
  return displayOrder
    .filter((category) => present.has(category))
    .map((category) => `common:articles.category.${categoryNames.get(category) ?? 'Other'}`);
}

/** The card and page title: the categories in words, or "Installation n". */
export function installationTitle(
  row: Pick<InstallationRow, 'articles' | 'id'>,
  t: TFunction<'installations'>,
): string {
  // "Other" (mounting, cabling, services) says nothing next to a real product category.
  const keys = categoryKeys(row);
  const named = keys.filter((key) => !key.endsWith('.Other'));
  const categories = (named.length > 0 ? named : keys).map((key) => t(key));
  return categories.length > 0
    ? categories.join(' · ')
    : t('list.untitled', { number: row.id + 1 });
}

/**
 * Titles that tell a customer's installations apart: where two share a title (two solar
 * installations, say), each carries its offer (or order) number too, as its card shows it.
 */
export function distinctInstallationTitles(
  rows: readonly Pick<InstallationRow, 'articles' | 'id' | 'OfferID' | 'OrderID'>[],
  t: TFunction<'installations'>,
): (row: Pick<InstallationRow, 'articles' | 'id' | 'OfferID' | 'OrderID'>) => string {
  const titles = new Map(rows.map((row) => [row.id, installationTitle(row, t)]));
  const counts = new Map<string, number>();
  for (const title of titles.values()) counts.set(title, (counts.get(title) ?? 0) + 1);
  return (row) => {
    const title = titles.get(row.id) ?? installationTitle(row, t);
    if ((counts.get(title) ?? 0) < 2) return title;
    if (row.OfferID !== null) return `${title} · ${t('list.offer', { id: row.OfferID })}`;
    if (row.OrderID !== null) return `${title} · ${t('list.order', { id: row.OrderID })}`;
    return title;
  };
}
