// Articles grouped for display (spec §2): solar panels, batteries, converters, charging stations,
// then the rest; each with quantity, description and details. The installation detail and the
// offer detail show their articles this way.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { articleDetailEntries } from '@portal/domain/article-detail-entries';
import { CONVERTERS_GROUP, groupArticlesForDisplay } from '@portal/domain/article-grouping';
import { batterySummary } from '@portal/domain/battery';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { formatNumber } from '@portal/domain/format-number';
import type { InstallationArticle } from '@portal/domain/installation-row';
import { ProductCategory } from '@portal/domain/product-category';
import { useTranslation } from 'react-i18next';

const categoryNames = new Map<number, string>(
  Object.entries(ProductCategory).map(([name, value]) => [value, name]),
);

export function ArticleGroups({
  articles,
  emptyText,
}: {
  articles: InstallationArticle[];
  /** The line shown when there are no articles. */
  emptyText: string;
}) {
  const { t, i18n } = useTranslation('common');
  // Every value is named (a heat pump's "4,64" is its SCOP); a key this version has no words for
  // shows as the back office named it rather than bare.
  const detailLabel = (key: string) => t(`articles.detail.${key}`, { defaultValue: key });
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const battery = batterySummary(articles);
  const groups = groupArticlesForDisplay(articles);
  const yesNo = (value: boolean) => t(value ? 'articles.yes' : 'articles.no');
  if (groups.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>{emptyText}</Typography>;
  }
  const batteryLine = [
    battery.storedEnergy !== null
      ? t('articles.batteryEnergy', { value: formatNumber(battery.storedEnergy, locale) })
      : undefined,
    battery.maxPower !== null
      ? t(battery.capped ? 'articles.batteryPowerCapped' : 'articles.batteryPower', {
          value: formatNumber(battery.maxPower, locale),
        })
      : undefined,
  ].filter((part) => part !== undefined);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {groups.map((group) => {
        const name =
          group.key === CONVERTERS_GROUP
            ? t('articles.converters')
            : t(`articles.category.${categoryNames.get(group.key) ?? 'Other'}`);
        return (
          <Paper
            key={String(group.key)}
            component="section"
            variant="outlined"
            aria-label={name}
            sx={{ p: 2, borderRadius: '16px' }}
          >
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              {name}
            </Typography>
            {group.key === ProductCategory.Batteries && batteryLine.length > 0 && (
              <Typography variant="body2" sx={{ mb: 1 }}>
                {batteryLine.join(' · ')}
              </Typography>
            )}
            <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
              {group.articles.map((article) => {
                const details = articleDetailEntries(article, battery, locale, yesNo);
                return (
                  <Box
                    component="li"
                    key={`${article.articleId}-${article.articleCode}-${article.quantity}`}
                    sx={{ listStyle: 'none', display: 'flex', gap: 1.5 }}
                  >
                    <Typography
                      sx={{ fontWeight: 700, width: '4.5ch', textAlign: 'right', flexShrink: 0 }}
                    >
                      {t('articles.quantity', { value: article.quantity })}
                    </Typography>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography>{article.descriptionLanguageText}</Typography>
                      {details.length > 0 && (
                        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                          {details
                            .map((detail) => `${detailLabel(detail.key)} ${detail.text}`)
                            .join(' · ')}
                        </Typography>
                      )}
                    </Box>
                  </Box>
                );
              })}
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}
