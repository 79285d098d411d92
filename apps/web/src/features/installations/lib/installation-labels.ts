// Words for an installation: its status name (the i18n key under installations:status) and the
// product categories it contains, in the display order of spec §2 (solar panels, batteries,
// converters, charging stations; the rest after).

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

/** Statuses that ask something of the customer (sign, pay, confirm, answer). */
const actionStatuses = new Set<number>([
  InstallationStatus.New,
  InstallationStatus.Needs_Prepayment,
  InstallationStatus.Delivered,
  InstallationStatus.ToSignIChoosr,
  InstallationStatus.ToSurvey,
]);

export type StatusTone = 'action' | 'done' | 'progress';

export function statusTone(status: number): StatusTone {
  if (status === InstallationStatus.Completed) return 'done';
  return actionStatuses.has(status) ? 'action' : 'progress';
}

export function statusKey(status: number): string {
  return `installations:status.${statusNames.get(status) ?? 'Unknown'}`;
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
