// The centred spinner shown while a page (or its translations) loads (spec §2). It may render
// before the translations exist, so its label falls back to a neutral text.
import { useTranslation } from 'react-i18next';
import { classNames } from '../../ui/class-names';
import { CircularProgress } from '../../ui/progress';
import styles from './layouts.module.css';

export function CentredSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  const label = ready ? t('app.loading') : 'Loading…';
  return (
    <div
      role="status"
      aria-live="polite"
      className={classNames(styles.spinner, fullScreen && styles.fullScreen)}
    >
      <CircularProgress label={label} />
    </div>
  );
}
