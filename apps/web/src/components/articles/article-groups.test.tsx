// An article's details are named, so that a unitless value (a heat pump's SCOP) reads as what it
// is; a key without words shows under its own name, never bare.
import { ProductCategory } from '@portal/domain/product-category';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render-with-app';
import { ArticleGroups } from './article-groups';

const heatPump = {
  articleId: 1,
  articleCode: 'DAI-ERGA08EV-EHBH08E6V',
  category: ProductCategory.HeatPumps,
  quantity: 1,
  descriptionLanguageText: 'Daikin Altherma 3 R 8 kW',
  details: {
    maxPower: { value: 8, suffix: 'kW' },
    scop: { value: 4.64, suffix: '' },
    noiseLevel: { value: 38, suffix: 'dB' },
  },
};

describe('article details', () => {
  afterEach(cleanup);

  it('names each value in the customer’s language', async () => {
    await renderWithApp(<ArticleGroups articles={[heatPump]} emptyText="none" />, {
      language: 'nl',
    });
    expect(
      await screen.findByText('Max. vermogen 8,00 kW · SCOP 4,64 · noiseLevel 38,00 dB'),
    ).toBeTruthy();
  });
});
