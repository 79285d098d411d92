// When the install dialog opens (decision 045): on the home view of a returning customer (the
// second visit or later), a few seconds after the page is up, when installOfferFor says there is
// something to offer and the push dialog does not hold the prompt slot. A browser install offer
// that arrives later (beforeinstallprompt) is considered when it comes. The dialog's code loads
// only when it opens.
import { lazy, Suspense, useEffect, useState } from 'react';
import { keptInstallPrompt, onInstallPromptChange } from '../../../lib/install-prompt-capture';
import { claimPromptSlot, releasePromptSlot } from '../../../lib/prompt-slot';
import { visitsSoFar } from '../../../lib/visit-count';
import {
  type InstallOffer,
  installDeclinedRecently,
  installOfferFor,
  isIosSafari,
  runsInstalled,
} from '../lib/install-offer';

const InstallDialog = lazy(() => import('./install-dialog'));

function currentOffer(): InstallOffer {
  return installOfferFor({
    standalone: runsInstalled(),
    hasInstallPrompt: keptInstallPrompt() !== null,
    iosSafari: isIosSafari(navigator.userAgent, navigator.maxTouchPoints),
    declinedRecently: installDeclinedRecently(),
    visits: visitsSoFar(),
  });
}

export function InstallPromptMoment({ delayMs = 3_000 }: { delayMs?: number }) {
  const [offer, setOffer] = useState<InstallOffer>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const consider = () => {
      clearTimeout(timer);
      if (currentOffer() === null) return;
      timer = setTimeout(() => {
        const next = currentOffer();
        if (next !== null && claimPromptSlot('install')) setOffer(next);
      }, delayMs);
    };
    consider();
    const stop = onInstallPromptChange(consider);
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [delayMs]);
  if (offer === null) return null;
  return (
    <Suspense fallback={null}>
      <InstallDialog
        offer={offer}
        onClose={() => {
          releasePromptSlot('install');
          setOffer(null);
        }}
      />
    </Suspense>
  );
}
