// The tracking consent banner (decision 041): a short text and two equal choices,
// refuse and accept. A landmark at the bottom of the screen, not a modal: the portal stays usable
// while it is unanswered, and nothing is tracked meanwhile. Static CSS (decision 026): it can show
// over the first page. Loaded only when it is shown (consent-prompt.tsx). Its text is two short
// blocks (under about 60 characters each) rather than one paragraph: it appears after the first
// page's paint, and a text block larger than the page's own would become the page's largest
// contentful paint, moving its LCP to the banner's later paint (measured: 1.8 → 2.2 s).
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rememberTrackingChoice } from '../../lib/tracking-consent';
import { Button } from '../../ui/button';
import styles from './consent-banner.module.css';

/** The banner's height, so the offline notice and update prompt stack above it, not under it. */
const HEIGHT_VARIABLE = '--consent-banner-height';

function useHeightOnRoot(element: HTMLElement | null): void {
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty(HEIGHT_VARIABLE, `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_VARIABLE);
    };
  }, [element]);
}

export default function ConsentBanner() {
  const { t } = useTranslation('common');
  const textId = useId();
  const [banner, setBanner] = useState<HTMLElement | null>(null);
  useHeightOnRoot(banner);
  return (
    <section
      ref={setBanner}
      className={styles.banner}
      aria-label={t('consent.label')}
      aria-describedby={textId}
    >
      <div id={textId} className={styles.text}>
        <p className={styles.question}>{t('consent.question')}</p>
        <p className={styles.detail}>{t('consent.detail')}</p>
      </div>
      <div className={styles.actions}>
        <Button variant="outlined" onClick={() => rememberTrackingChoice('refused')}>
          {t('consent.refuse')}
        </Button>
        <Button variant="contained" onClick={() => rememberTrackingChoice('accepted')}>
          {t('consent.accept')}
        </Button>
      </div>
    </section>
  );
}
