// Download or share one document of spec §7 (a path from @portal/domain/document-paths). A
// failed download shows the fileError snackbar (spec §8); `pending` names the path in flight so a
// button can show progress and refuse a second click.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiBlob } from '../lib/api-client';
import { saveBlob, shareOrSave } from '../lib/document-download';
import { showSnackbar } from '../lib/snackbar';

export type DocumentAction = 'download' | 'share';

export function useDocumentDownload() {
  const { t } = useTranslation('common');
  const [pending, setPending] = useState<string | null>(null);

  const run = useCallback(
    async (path: string, fileName: string, action: DocumentAction = 'download') => {
      setPending(path);
      try {
        const blob = await apiBlob(path);
        if (action === 'share') await shareOrSave(blob, fileName);
        else saveBlob(blob, fileName);
        return true;
      } catch (error) {
        console.error('Document download failed', error);
        showSnackbar('error', t('errors.fileError'));
        return false;
      } finally {
        setPending(null);
      }
    },
    [t],
  );

  return { run, pending };
}
