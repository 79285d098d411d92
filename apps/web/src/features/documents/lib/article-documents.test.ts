import { makeArticle, makeRow } from '@portal/domain/installation-fixture';
import { ProductCategory } from '@portal/domain/product-category';
import { describe, expect, it } from 'vitest';
import { articleDocumentsOf } from './article-documents';

describe('article documents of an installation', () => {
  it('keeps the documents of the row’s articles, by name, with the article and a file name', () => {
    const panel = makeArticle({ articleCode: 'JKM440N', descriptionLanguageText: 'Jinko 440 Wp' });
    const row = makeRow({
      articles: [{ category: ProductCategory.SolarPanels, articles: [panel] }],
    });
    const documents = [
      { id: 2, ArticleCode: 'JKM440N', Name: 'Manual', Path: 'articleDocuments/2' },
      { id: 1, ArticleCode: 'JKM440N', Name: 'Datasheet · 440 Wp', Path: 'articleDocuments/1' },
      { id: 3, ArticleCode: 'OTHER-CODE', Name: 'Other', Path: 'articleDocuments/3' },
    ];
    expect(articleDocumentsOf(row, documents)).toEqual([
      expect.objectContaining({ id: 1, fileName: 'Datasheet-440-Wp.pdf', article: 'Jinko 440 Wp' }),
      expect.objectContaining({ id: 2, fileName: 'Manual.pdf' }),
    ]);
    expect(articleDocumentsOf(makeRow(), documents)).toEqual([]);
  });
});
