// /installations/documents/{installation_id} (spec §2): the documents of one installation.
import { useParams } from 'react-router';
import { InstallationDocumentsView } from '../../../features/documents/components/installation-documents-view';
import { InstallationsGate } from '../../../features/documents/components/installations-gate';
import { useDocumentsSource } from '../../documents-source';

export default function InstallationsDocumentsRoute() {
  const { installationId } = useParams();
  const { query, describe } = useDocumentsSource();
  return (
    <InstallationsGate query={query}>
      {(rows) => (
        <InstallationDocumentsView
          rows={rows}
          installationId={installationId}
          describe={describe}
        />
      )}
    </InstallationsGate>
  );
}
