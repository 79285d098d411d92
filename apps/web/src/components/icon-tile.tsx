// The tinted square (or round) tile holding the icon at the head of a card: an installation, a
// document group, an invoice, an order, the grid operator. Decorative, so hidden from assistive
// technology. `icon` may be a MUI icon or one of ui/icons (decision 026).
import type { ElementType } from 'react';
import { classNames } from '../ui/class-names';
import styles from './icon-tile.module.css';

export function IconTile({
  icon: Icon,
  round = false,
  gridArea,
}: {
  icon: ElementType;
  round?: boolean;
  /** The tile's area when the card lays out with a CSS grid. */
  gridArea?: string;
}) {
  return (
    <div
      aria-hidden="true"
      className={classNames(styles.tile, round && styles.round)}
      style={gridArea ? { gridArea } : undefined}
    >
      <Icon />
    </div>
  );
}
