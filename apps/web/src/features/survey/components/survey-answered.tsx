// The survey once answered: thanks, when, the scores given, and with a high score (an average of
// at least 4) the tenant's public review page, when it has one.
import OpenInNew from '@mui/icons-material/OpenInNew';
import ThumbUpAltOutlined from '@mui/icons-material/ThumbUpAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Survey } from '@portal/contract/survey';
import { formatDate } from '@portal/domain/format-date';
import { formatLocaleFor } from '@portal/domain/format-locale';
import { offersReview } from '@portal/domain/survey';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { visuallyHidden } from '../../../components/visually-hidden';

export function SurveyAnswered({ survey, justSent }: { survey: Survey; justSent: boolean }) {
  const { t, i18n } = useTranslation(['survey', 'common']);
  const locale = formatLocaleFor(i18n.resolvedLanguage);
  const askReview =
    survey.reviewUrl !== null && survey.scores !== null && offersReview(survey.scores);
  return (
    <>
      <EmptyState
        icon={ThumbUpAltOutlined}
        title={t('survey:answered.title')}
        text={
          survey.submittedAt
            ? t('survey:answered.text', {
                date: formatDate(survey.submittedAt, locale, { withTime: false }),
              })
            : t('survey:answered.received')
        }
        takeFocus={justSent}
      />
      {askReview && survey.reviewUrl && (
        <Paper
          component="section"
          variant="outlined"
          aria-labelledby="survey-review"
          sx={{ p: { xs: 2, sm: 3 }, borderRadius: '16px', mt: 2 }}
        >
          <Typography id="survey-review" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t('survey:review.title', { company: t('common:companyName') })}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
            {t('survey:review.text')}
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <Button
              variant="contained"
              href={survey.reviewUrl}
              target="_blank"
              rel="noopener noreferrer"
              endIcon={<OpenInNew />}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              {t('survey:review.button')}
              <Box component="span" sx={visuallyHidden}>
                {` (${t('survey:review.newTab')})`}
              </Box>
            </Button>
          </Box>
        </Paper>
      )}
      {survey.scores && (
        <Paper
          component="section"
          variant="outlined"
          aria-labelledby="survey-scores"
          sx={{ p: { xs: 2, sm: 3 }, borderRadius: '16px', mt: 2 }}
        >
          <Typography
            id="survey-scores"
            component="h2"
            variant="h6"
            sx={{ fontWeight: 700, mb: 1 }}
          >
            {t('survey:answered.yourScores')}
          </Typography>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', gap: 1 }}
          >
            {Object.entries(survey.scores).map(([question, score]) => (
              <Box key={question} sx={{ display: 'contents' }}>
                <Typography component="dt">
                  {t(`survey:question.${question}`, { defaultValue: question })}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
                  {t('survey:scale.score', { score })}
                </Typography>
              </Box>
            ))}
          </Box>
          {survey.comment && (
            <Typography sx={{ mt: 2, whiteSpace: 'pre-line', color: 'text.secondary' }}>
              “{survey.comment}”
            </Typography>
          )}
        </Paper>
      )}
    </>
  );
}
