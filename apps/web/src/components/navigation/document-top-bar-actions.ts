// The top bar's download and share-download actions (spec §2) for a page that shows one document
// (an offer version, an order, an invoice, a delivery note, a certificate). Share-download is
// offered only where the browser can share files (Web Share API); elsewhere it would do what
// download does, so the bar shows download alone.
import { useMemo } from 'react';
import { useCanShareFiles } from '../../hooks/use-can-share-files';
import { type DocumentAction, useDocumentDownload } from '../../hooks/use-document-download';
import { usePageChrome } from '../layouts/page-chrome';
import type { TopBarAction } from './top-bar-types';

export interface PageDocument {
  /** A path of @portal/domain/document-paths. */
  path: string;
  fileName: string;
}

export function documentTopBarActions(
  document: PageDocument | null,
  canShareFiles: boolean,
  run: (path: string, fileName: string, action: DocumentAction) => unknown,
): TopBarAction[] {
  if (!document) return [];
  const { path, fileName } = document;
  const download: TopBarAction = {
    kind: 'download',
    onClick: () => run(path, fileName, 'download'),
  };
  if (!canShareFiles) return [download];
  return [{ kind: 'share-download', onClick: () => run(path, fileName, 'share') }, download];
}

/** Puts the page's document into the top bar; nothing while `document` is null. */
export function useDocumentTopBar(document: PageDocument | null): void {
  const canShare = useCanShareFiles();
  const { run } = useDocumentDownload();
  const path = document?.path ?? null;
  const fileName = document?.fileName ?? null;
  const chrome = useMemo(
    () => ({
      actions: documentTopBarActions(
        path !== null && fileName !== null ? { path, fileName } : null,
        canShare,
        (target, name, action) => void run(target, name, action),
      ),
    }),
    [path, fileName, canShare, run],
  );
  usePageChrome(chrome);
}
