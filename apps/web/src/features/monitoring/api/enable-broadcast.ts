// POST monitoring/enableBroadcast (spec §7): starts the device's stream, or keeps it alive (the
// live connection calls it at start and every 180 s). "A truthy result means success": a falsy
// answer is a failure like a thrown one, so the connection treats both alike.
import { type EnableBroadcastBody, enableBroadcastAnswerSchema } from '@portal/contract/monitoring';
import { apiSend } from '../../../lib/api-client';

export async function enableBroadcast(deviceId: string): Promise<void> {
  const body: EnableBroadcastBody = { deviceId };
  const answer = await apiSend(
    'POST',
    'monitoring/enableBroadcast',
    body,
    enableBroadcastAnswerSchema,
    {
      auth: true,
    },
  );
  if (!answer) throw new Error('The broadcast was not enabled');
}
