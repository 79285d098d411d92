// PUT energy-plan/{deviceId}/settings (decision 094): the evening push on or off. The cached plan
// takes the answer at once, so the switch shows what the server stored.
import {
  type EnergyPlanAnswer,
  type EnergyPlanSettings,
  energyPlanSettingsSchema,
} from '@portal/contract/energy-plan';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { energyPlanKeys } from '../../../lib/query-keys';

export function setEnergyPlanPush(deviceId: string, push: boolean): Promise<EnergyPlanSettings> {
  return apiSend(
    'PUT',
    `energy-plan/${encodeURIComponent(deviceId)}/settings`,
    { push },
    energyPlanSettingsSchema,
    { auth: true },
  );
}

export function useSetEnergyPlanPush(deviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (push: boolean) => setEnergyPlanPush(deviceId, push),
    onSuccess: (settings) => {
      queryClient.setQueryData<EnergyPlanAnswer>(energyPlanKeys.plan(deviceId), (answer) =>
        answer ? { ...answer, push: settings.push } : answer,
      );
    },
  });
}
