// Buttons and links that look like the theme's MUI buttons (decision 026), for the app shell and
// the first page, which load no MUI. A link that looks like a button stays a link (`ButtonLink`),
// so that it opens in a new tab and reads as a link to assistive technology.
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';
import { classNames } from './class-names';

interface Look {
  variant?: 'contained' | 'outlined' | 'text';
  size?: 'small' | 'medium';
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  fullWidth?: boolean;
}

function lookClass({ variant = 'text', size = 'medium', fullWidth = false }: Look, extra?: string) {
  return classNames(
    styles.button,
    variant !== 'text' && styles[variant],
    size === 'small' && styles.small,
    fullWidth && styles.fullWidth,
    extra,
  );
}

function Content({ startIcon, endIcon, children }: Look & { children: ReactNode }) {
  return (
    <>
      {startIcon && <span className={classNames(styles.icon, styles.start)}>{startIcon}</span>}
      {children}
      {endIcon && <span className={classNames(styles.icon, styles.end)}>{endIcon}</span>}
    </>
  );
}

type ButtonProps = Look & ButtonHTMLAttributes<HTMLButtonElement>;

export function Button({
  variant,
  size,
  startIcon,
  endIcon,
  fullWidth,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button {...rest} type={type} className={lookClass({ variant, size, fullWidth }, className)}>
      <Content startIcon={startIcon} endIcon={endIcon}>
        {children}
      </Content>
    </button>
  );
}

type ButtonLinkProps = Look & LinkProps;

export function ButtonLink({
  variant,
  size,
  startIcon,
  endIcon,
  fullWidth,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link {...rest} className={lookClass({ variant, size, fullWidth }, className)}>
      <Content startIcon={startIcon} endIcon={endIcon}>
        {children}
      </Content>
    </Link>
  );
}

interface Edge {
  /** Pulls the button to the bar's edge, as MUI's `edge` does. */
  edge?: 'start' | 'end';
}

const iconClass = ({ edge }: Edge, extra?: string) =>
  classNames(
    styles.iconButton,
    edge === 'start' && styles.edgeStart,
    edge === 'end' && styles.edgeEnd,
    extra,
  );

/** A round button holding one icon; its name comes from `aria-label`. */
export function IconButton({
  edge,
  className,
  type = 'button',
  ...rest
}: Edge & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button {...rest} type={type} className={iconClass({ edge }, className)} />;
}

/** A round link holding one icon; its name comes from `aria-label`. */
export function IconButtonLink({ edge, className, ...rest }: Edge & LinkProps) {
  return <Link {...rest} className={iconClass({ edge }, className)} />;
}
