// The live flows as a picture: the home in the middle, solar above, the grid left, the battery
// right, the EV charger below; a line per flow, its arrow and moving dashes pointing the way the
// power goes. The picture repeats what the flow list beside it says in words, so it is hidden
// from assistive technology (the list is the text equivalent).
import { useTranslation } from 'react-i18next';
import type { Flow, FlowNode } from '../lib/live-flows';
import styles from './flow-diagram.module.css';

const HOME = { x: 160, y: 165 };
const PLACES: Record<FlowNode, { x: number; y: number }> = {
  solar: { x: 160, y: 55 },
  grid: { x: 45, y: 165 },
  battery: { x: 275, y: 165 },
  ev: { x: 160, y: 275 },
};
const RADIUS = 34;

/** The line between a node and the home, shortened to the circles' edges, in flow direction. */
function segment(from: { x: number; y: number }, to: { x: number; y: number }) {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy);
  const ux = dx / length;
  const uy = dy / length;
  const gap = RADIUS + 6;
  return { x1: from.x + ux * gap, y1: from.y + uy * gap, x2: to.x - ux * gap, y2: to.y - uy * gap };
}

function nameY(node: FlowNode | 'home', y: number): number {
  if (node === 'home') return y - 4;
  return node === 'solar' ? y - RADIUS - 8 : y + RADIUS + 16;
}

export function FlowDiagram({
  flows,
  labels,
}: {
  flows: readonly Flow[];
  /** The power beside each node, already formatted. */
  labels: Record<FlowNode | 'home', string>;
}) {
  const { t } = useTranslation('monitoring');
  return (
    <svg className={styles.diagram} viewBox="0 0 320 335" aria-hidden="true" focusable="false">
      <defs>
        <marker
          id="flow-arrow"
          viewBox="0 0 10 10"
          refX="8"
          refY="5"
          markerWidth="6"
          markerHeight="6"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z" className={styles.arrow} />
        </marker>
      </defs>
      {flows.map((flow) => {
        const node = PLACES[flow.node];
        const line = flow.direction === 'fromHome' ? segment(HOME, node) : segment(node, HOME);
        const active = flow.direction !== 'idle';
        return (
          <line
            key={flow.node}
            {...line}
            className={active ? styles.active : styles.idle}
            data-node={flow.node}
            markerEnd={active ? 'url(#flow-arrow)' : undefined}
          />
        );
      })}
      {(['solar', 'grid', 'battery', 'ev', 'home'] as const).map((node) => {
        const place = node === 'home' ? HOME : PLACES[node];
        return (
          <g key={node} className={styles[node]}>
            <circle cx={place.x} cy={place.y} r={RADIUS} className={styles.node} />
            {/* Names are long in French ("Borne de recharge"): outside the circle but the home's. */}
            <text x={place.x} y={nameY(node, place.y)} className={styles.name}>
              {t(`nodes.${node}`)}
            </text>
            <text x={place.x} y={place.y + (node === 'home' ? 13 : 4)} className={styles.power}>
              {labels[node]}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
