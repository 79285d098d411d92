// Whether to ask for tracking consent: only when the tenant has a tag-manager id (otherwise there
// is nothing to consent to) and the customer has not answered yet. The id arrives through a call
// that waits for the first page's paint (decision 027), and the banner's code loads only then,
// so asking never delays the first page.
import { lazy, Suspense } from 'react';
import { useTrackingChoice } from '../../lib/tracking-consent';

const ConsentBanner = lazy(() => import('./consent-banner'));

export function ConsentPrompt({ tagId }: { tagId: string | null }) {
  const choice = useTrackingChoice();
  if (!tagId || choice !== undefined) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
