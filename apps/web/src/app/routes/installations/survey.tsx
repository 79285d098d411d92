// /installations/survey/{order_id} (feature survey): the satisfaction survey of the
// installation with that order. The installation's title comes from GET installations/, looked up
// here in the app layer because features do not import each other.
import { MAX_RECORD_ID } from '@portal/contract/record-id';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../../../features/auth/hooks/use-session';
import { useInstallations } from '../../../features/installations/api/get-installations';
import { installationTitle } from '../../../features/installations/lib/installation-labels';
import { SurveyPage } from '../../../features/survey/components/survey-page';

export default function InstallationsSurveyRoute() {
  const { orderId } = useParams();
  const { t } = useTranslation('installations');
  const { isLoggedIn } = useSession();
  const installations = useInstallations(isLoggedIn);
  const number = /^\d{1,10}$/.test(orderId ?? '') ? Number(orderId) : 0;
  const id = number > 0 && number <= MAX_RECORD_ID ? number : null;
  const row = id === null ? undefined : installations.data?.find((entry) => entry.OrderID === id);
  return (
    <SurveyPage
      orderId={id}
      signedIn={isLoggedIn}
      installationTitle={row ? installationTitle(row, t) : undefined}
    />
  );
}
