// Copies one payment field to the clipboard and says so in a success snackbar naming the field;
// a browser that refuses (no clipboard access, insecure context) gets an error snackbar instead.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '../../../lib/snackbar';

export function useCopyToClipboard() {
  const { t } = useTranslation('invoices');
  return useCallback(
    async (text: string, fieldLabel: string) => {
      try {
        if (typeof navigator === 'undefined' || !navigator.clipboard) {
          throw new Error('Clipboard not available');
        }
        await navigator.clipboard.writeText(text);
        showSnackbar('success', t('payment.copied', { field: fieldLabel }));
        return true;
      } catch (error) {
        console.error('Copy to clipboard failed', error);
        showSnackbar('error', t('payment.copyFailed'));
        return false;
      }
    },
    [t],
  );
}
