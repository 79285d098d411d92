// /installations/survey/{order_id}: the satisfaction survey of one installation.
// Open: the tenant's questions scored 1 to 5 and a comment; answered: thanks (and the review
// link after a high score); not yet: when it can be given. An order that is not the customer's
// is not found; a failed load shows the error with a retry, never an empty survey.
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { QueryGate, ToInstallationsButton } from '../../../components/query-state';
import { useSurvey } from '../api/get-survey';
import { SurveyAnswered } from './survey-answered';
import { SurveyForm } from './survey-form';

export function SurveyPage({
  orderId,
  signedIn,
  installationTitle,
}: {
  /** The order id of the address; null when it is not a number. */
  orderId: number | null;
  signedIn: boolean;
  /** How the customer knows the installation ("Solar panels"), when the list has it. */
  installationTitle: string | undefined;
}) {
  const { t } = useTranslation(['survey', 'common']);
  const query = useSurvey(orderId, signedIn);
  // After this page's own submit, the thanks take the focus from the form that is gone.
  const [sent, setSent] = useState(false);
  return (
    <QueryGate
      query={query}
      missing={orderId === null}
      notFound={{ title: t('survey:notFound.title'), text: t('survey:notFound.text') }}
      errorTitle={t('survey:loadError')}
    >
      {(survey) => {
        if (survey.state === 'notYet') {
          return (
            <EmptyState
              icon={HourglassEmptyOutlined}
              title={t('survey:notYet.title')}
              text={t('survey:notYet.text')}
            >
              <ToInstallationsButton />
            </EmptyState>
          );
        }
        if (survey.state === 'answered') return <SurveyAnswered survey={survey} justSent={sent} />;
        return (
          <>
            {installationTitle && (
              <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
                {installationTitle}
              </Typography>
            )}
            <Typography sx={{ color: 'text.secondary', mb: 3 }}>
              {t('survey:intro', { company: t('common:companyName') })}
            </Typography>
            <SurveyForm survey={survey} onSent={() => setSent(true)} />
          </>
        );
      }}
    </QueryGate>
  );
}
