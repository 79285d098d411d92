// The wrapper layout around every page: a centred spinner while the page's code or translations
// load, then the page in the centred column.
import { type ReactNode, Suspense } from 'react';
import { CentredSpinner } from './centred-spinner';
import { PageColumn } from './page-column';

export function PageSuspense({
  children,
  column = true,
}: {
  children: ReactNode;
  column?: boolean;
}) {
  return (
    <Suspense fallback={<CentredSpinner />}>
      {column ? <PageColumn>{children}</PageColumn> : children}
    </Suspense>
  );
}
