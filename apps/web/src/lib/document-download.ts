// Saving and sharing a downloaded document in the browser. A blob is saved through a temporary
// object URL and a download link (works on every browser, including iOS Safari); sharing uses
// the Web Share API with the file when the browser can share files, and saves it otherwise.

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function canShareFiles(): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.canShare !== 'function') return false;
  const probe = new File([new Uint8Array()], 'probe.pdf', { type: 'application/pdf' });
  return navigator.canShare({ files: [probe] });
}

/**
 * Shares the file where the browser can; saves it otherwise, and also when the browser refuses the
 * share (NotAllowedError: the click's user activation can run out while the file downloads). A
 * cancelled share is no error.
 */
export async function shareOrSave(blob: Blob, fileName: string): Promise<void> {
  if (!canShareFiles()) return saveBlob(blob, fileName);
  const file = new File([blob], fileName, { type: blob.type || 'application/pdf' });
  try {
    await navigator.share({ files: [file], title: fileName });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    if (error instanceof DOMException && error.name === 'NotAllowedError') {
      return saveBlob(blob, fileName);
    }
    throw error;
  }
}
