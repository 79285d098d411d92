// Two installations of one customer with the same products must not read alike on the dashboard,
// the documents and the ticket form: where titles repeat, each carries its offer (or order) number.
import type { InstallationRow } from '@portal/domain/installation-row';
import { ProductCategory } from '@portal/domain/product-category';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, startI18n } from '../../../lib/i18n';
import { distinctInstallationTitles } from './installation-labels';

type Titled = Pick<InstallationRow, 'articles' | 'id' | 'OfferID' | 'OrderID'>;

function installation(id: number, category: ProductCategory, ids: Partial<Titled> = {}): Titled {
  const articles = [{ category, articles: [{ name: 'x' }] }] as unknown as Titled['articles'];
  return { id, articles, OfferID: null, OrderID: null, ...ids };
}

describe('installation titles that tell installations apart', () => {
  beforeAll(async () => {
    await startI18n('', 'fr');
    await i18n.changeLanguage('fr');
    await i18n.loadNamespaces('installations');
  });

  it('adds the offer, else the order, only where two titles are the same', () => {
    const rows = [
      installation(0, ProductCategory.SolarPanels, { OfferID: 23, OrderID: 20 }),
      installation(1, ProductCategory.SolarPanels, { OrderID: 21 }),
      installation(2, ProductCategory.HeatPumps, { OfferID: 25 }),
    ];
    const title = distinctInstallationTitles(rows, i18n.getFixedT('fr', 'installations'));
    expect(rows.map(title)).toEqual([
      'Panneaux solaires · Offre 23',
      'Panneaux solaires · Commande 21',
      'Pompe à chaleur',
    ]);
  });
});
