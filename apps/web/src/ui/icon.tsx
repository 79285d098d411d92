// A Material icon drawn as plain SVG (decisions 026 and 065): the build gives the icon modules of
// @mui/icons-material imported with `?plain` this function instead of MUI's createSvgIcon
// (plain-mui-icons.ts), so they keep MUI's shapes without SvgIcon, and the shell and the first
// page need no style runtime. Decorative: the control around it carries the name. Takes MUI's
// `fontSize` values, so a component that accepts an icon (EmptyState, IconTile) draws MUI's icons
// and these alike.
import type { ComponentType, ReactNode } from 'react';
import { classNames } from './class-names';
import styles from './icon.module.css';

export interface PlainIconProps {
  className?: string;
  fontSize?: 'inherit' | 'small' | 'medium';
}

export type PlainIcon = ComponentType<PlainIconProps>;

/** MUI's createSvgIcon(shapes, name), drawing the shapes in a plain `<svg>`. */
export default function createPlainIcon(shapes: ReactNode, name: string): PlainIcon {
  function Icon({ className, fontSize = 'medium' }: PlainIconProps) {
    return (
      <svg
        className={classNames(styles.icon, fontSize !== 'medium' && styles[fontSize], className)}
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        {shapes}
      </svg>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}
