// A calm, explanatory empty state: an icon in a tinted circle, a heading, a text and optional
// actions. Used by pages without content yet and by pages whose list is empty; a page that is
// nothing but the empty state (the error page) makes its heading the page's h1. A state that
// replaces the form the customer just used (signed!) takes focus on its heading, so that a
// keyboard or screen reader user is not left on a control that is gone. Static CSS (decision 026):
// the first page shows it without MUI; `icon` may be a MUI icon or one of ui/icons.
import { type ElementType, type ReactNode, useEffect, useRef } from 'react';
import styles from './empty-state.module.css';

export function EmptyState({
  icon: Icon,
  title,
  text,
  headingLevel: Heading = 'h2',
  takeFocus = false,
  children,
}: {
  icon: ElementType;
  title: string;
  text: string;
  headingLevel?: 'h1' | 'h2';
  /** Moves focus to the heading when shown. */
  takeFocus?: boolean;
  children?: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) headingRef.current?.focus();
  }, [takeFocus]);
  return (
    <div className={styles.state}>
      <div aria-hidden="true" className={styles.icon}>
        <Icon fontSize="inherit" />
      </div>
      <Heading ref={headingRef} tabIndex={takeFocus ? -1 : undefined} className={styles.title}>
        {title}
      </Heading>
      <p className={styles.text}>{text}</p>
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
