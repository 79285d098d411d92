// The article lines of a generated document, shown as the portal shows them (spec §9): the
// description in the customer's language and each detail's value with its suffix, numbers in the
// customer's locale, stored energy as quantity × per-unit, a battery's max power capped by a cap
// article; internal flags left out. One rule for the pages and the PDFs.
import type { Language } from '@portal/contract/portal';
import { articleDetailEntries } from '@portal/domain/article-detail-entries';
import { batterySummary } from '@portal/domain/battery';
import { FormatLocale } from '@portal/domain/format-locale';
import type { ArticleGroup } from '@portal/domain/installation-row';

export interface ArticleLine {
  quantity: number;
  description: string;
  details: string[];
}

const yesNo: Record<Language, [string, string]> = {
  nl: ['ja', 'nee'],
  fr: ['oui', 'non'],
  en: ['yes', 'no'],
};

export function articleLines(groups: readonly ArticleGroup[], language: Language): ArticleLine[] {
  const articles = groups.flatMap((group) => group.articles);
  const battery = batterySummary(articles);
  const [yes, no] = yesNo[language];
  return articles.map((article) => ({
    quantity: article.quantity,
    description: article.descriptionLanguageText || article.articleCode,
    details: articleDetailEntries(article, battery, FormatLocale[language], (value) =>
      value ? yes : no,
    ).map((entry) => entry.text),
  }));
}
