// A Material icon drawn as plain SVG (decision 026): the same 24 × 24 shapes as @mui/icons-material,
// without MUI's SvgIcon, so the shell and the first page need no style runtime. Decorative: the
// control around it carries the name. Takes MUI's `fontSize` values, so a component that accepts
// an icon (EmptyState, IconTile) draws MUI's icons and these alike.
import type { ComponentType } from 'react';
import { classNames } from './class-names';
import styles from './icon.module.css';

export interface PlainIconProps {
  className?: string;
  fontSize?: 'inherit' | 'small' | 'medium';
}

export type PlainIcon = ComponentType<PlainIconProps>;

export function plainIcon(paths: readonly string[]): PlainIcon {
  return function Icon({ className, fontSize = 'medium' }: PlainIconProps) {
    return (
      <svg
        className={classNames(styles.icon, fontSize !== 'medium' && styles[fontSize], className)}
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        {paths.map((path) => (
          <path key={path} d={path} />
        ))}
      </svg>
    );
  };
}
