// The flows a reading shows, each between the home (the hub every flow passes through) and one
// node, with its direction from the signs of decision 046: grid > 0 imports, battery > 0
// discharges. A flow under 1 W is at rest and drawn without direction.
import type { LiveMessage } from '@portal/contract/monitoring';

export type FlowNode = 'solar' | 'grid' | 'battery' | 'ev';
export type FlowDirection = 'toHome' | 'fromHome' | 'idle';

export interface Flow {
  node: FlowNode;
  direction: FlowDirection;
  watts: number;
}

const IDLE_BELOW_W = 1;

function direction(watts: number): FlowDirection {
  if (Math.abs(watts) < IDLE_BELOW_W) return 'idle';
  return watts > 0 ? 'toHome' : 'fromHome';
}

export function flowsOf(message: LiveMessage): Flow[] {
  return [
    { node: 'solar', direction: direction(message.solar), watts: Math.abs(message.solar) },
    { node: 'grid', direction: direction(message.grid), watts: Math.abs(message.grid) },
    { node: 'battery', direction: direction(message.battery), watts: Math.abs(message.battery) },
    { node: 'ev', direction: direction(-message.ev), watts: Math.abs(message.ev) },
  ];
}
