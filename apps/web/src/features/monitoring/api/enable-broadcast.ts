// POST monitoring/enableBroadcast (spec §7): starts the device's stream, or keeps it alive (the
// live connection calls it at start and every 180 s). "A truthy result means success": an answer
// that is not `{ enabled: true }` fails validation like a thrown error, so the connection treats
// both alike.
import { broadcastEnabledSchema, type EnableBroadcast } from '@portal/contract/monitoring';
import { apiSend } from '../../../lib/api-client';

export async function enableBroadcast(deviceId: string): Promise<void> {
  const body: EnableBroadcast = { deviceId };
  const answer = await apiSend('POST', 'monitoring/enableBroadcast', body, broadcastEnabledSchema, {
    auth: true,
  });
  if (!answer.enabled) throw new Error('The broadcast was not enabled');
}
