// The grid-operator registration page (spec §2, §5): the operator of the address and the request
// status; until the invoice is paid and the delivery documents are signed, what is missing; then
// the form (while nothing was submitted), the documents the operator needs and its steps.
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { CentredSpinner } from '../../../components/layouts/centred-spinner';
import { LoadErrorState, NotFoundState } from '../../../components/query-state';
import { ApiRequestError } from '../../../lib/api-error';
import { useGridOperatorRegistration } from '../api/get-grid-operator';
import type { GateRow } from '../lib/gate-links';
import { MissingSteps } from './missing-steps';
import { OperatorDocuments } from './operator-documents';
import { OperatorInstructions } from './operator-instructions';
import { OperatorSummary } from './operator-summary';
import { RegistrationForm } from './registration-form';

export function GridOperatorPage({
  installationIndex,
  signedIn,
  row,
}: {
  /** The installation's index in GET installations/; null when the address is not a number. */
  installationIndex: number | null;
  signedIn: boolean;
  /** The installation's row, for the links to the invoice and delivery pages. */
  row: (GateRow & { keuringCertificate: string | null }) | undefined;
}) {
  const { t } = useTranslation(['gridOperator', 'common']);
  const query = useGridOperatorRegistration(installationIndex, signedIn);

  const notFound =
    installationIndex === null ||
    (query.error instanceof ApiRequestError && [400, 404].includes(query.error.status));
  if (notFound) {
    return (
      <NotFoundState
        title={t('gridOperator:notFound.title')}
        text={t('gridOperator:notFound.text')}
      />
    );
  }
  if (query.isPending) return <CentredSpinner />;
  if (query.isError) {
    return (
      <LoadErrorState
        title={t('gridOperator:loadError')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const state = query.data;
  const operator = state.operator?.trim() ? state.operator.trim() : null;
  const certificate =
    state.documents.find((document) => document.document === 'inspectionCertificate')?.reference ??
    row?.keuringCertificate ??
    null;
  return (
    <Stack spacing={2.5}>
      <OperatorSummary state={state} />
      {!state.allowed && <MissingSteps steps={state.missingSteps} row={row} />}
      {state.allowed && state.canSubmit && operator && (
        <RegistrationForm
          installationIndex={state.installationIndex}
          operator={operator}
          certificateNumber={certificate}
        />
      )}
      {state.allowed && <OperatorDocuments state={state} />}
      {state.allowed && operator && (
        <OperatorInstructions operator={operator} withFiles={state.documents.length > 0} />
      )}
    </Stack>
  );
}
