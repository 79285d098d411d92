// The article documents (spec §3: ArticleCode, Name, Path) that belong with one installation:
// those of the articles on its row, by name. GET articleDocuments lists them for all of the
// customer's articles at once.
import { type ArticleDocument, articleDocumentFileName } from '@portal/contract/article-documents';
import type { InstallationRow } from '@portal/domain/installation-row';

export interface InstallationArticleDocument extends ArticleDocument {
  /** The article's description on the row, for the detail line ("Jinko Tiger Neo 440 Wp …"). */
  article: string;
  fileName: string;
}

export function articleDocumentsOf(
  row: Pick<InstallationRow, 'articles'>,
  documents: readonly ArticleDocument[],
): InstallationArticleDocument[] {
  const articles = new Map<string, string>();
  for (const group of row.articles) {
    for (const article of group.articles) {
      articles.set(article.articleCode, article.descriptionLanguageText || article.articleCode);
    }
  }
  return documents
    .flatMap((document) => {
      const article = articles.get(document.ArticleCode);
      return article === undefined
        ? []
        : [{ ...document, article, fileName: articleDocumentFileName(document.Name) }];
    })
    .sort((a, b) => a.Name.localeCompare(b.Name));
}
