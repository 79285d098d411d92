// /documents (spec §2): every document of the customer, grouped by installation.
import { DocumentsOverview } from '../../features/documents/components/documents-overview';
import { InstallationsGate } from '../../features/documents/components/installations-gate';
import { useDocumentsSource } from '../documents-source';

export default function DocumentsRoute() {
  const { query, describe } = useDocumentsSource();
  return (
    <InstallationsGate query={query}>
      {(rows) => <DocumentsOverview rows={rows} describe={describe} />}
    </InstallationsGate>
  );
}
