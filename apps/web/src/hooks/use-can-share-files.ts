// Whether this browser can share a PDF through the Web Share API. Asked once per mounted page:
// the answer does not change while the page is open, and probing builds a File each time.
import { useState } from 'react';
import { canShareFiles } from '../lib/document-download';

export function useCanShareFiles(): boolean {
  const [canShare] = useState(canShareFiles);
  return canShare;
}
