// What the server paints in place of a page it does not render itself (decision 059): the
// loading spinner every page shows while its code or data loads. In the browser the page shows
// the same while the server's first screen is hydrated, and itself once the screen is live.
import type { ComponentType } from 'react';
import { CentredSpinner } from '../../components/layouts/centred-spinner';
import { useFirstScreen } from '../../lib/first-screen';

export function PagePlaceholder() {
  return <CentredSpinner />;
}

export function afterFirstScreen(Page: ComponentType): ComponentType {
  function PageAfterFirstScreen() {
    return useFirstScreen() ? <PagePlaceholder /> : <Page />;
  }
  return PageAfterFirstScreen;
}
