// PUT energy-plan/{deviceId}/settings (decision 094): the evening push on or off, and which machines
// the next plans place. The cached plan takes the answer at once, so the switches show what the
// server stored.
import {
  type EnergyPlanAnswer,
  type EnergyPlanSettings,
  type EnergyPlanSettingsBody,
  energyPlanSettingsSchema,
} from '@portal/contract/energy-plan';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { energyPlanKeys } from '../../../lib/query-keys';

export function changeEnergyPlanSettings(
  deviceId: string,
  change: EnergyPlanSettingsBody,
): Promise<EnergyPlanSettings> {
  return apiSend(
    'PUT',
    `energy-plan/${encodeURIComponent(deviceId)}/settings`,
    change,
    energyPlanSettingsSchema,
    { auth: true },
  );
}

export function useChangeEnergyPlanSettings(deviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: EnergyPlanSettingsBody) => changeEnergyPlanSettings(deviceId, change),
    onSuccess: (settings) => {
      queryClient.setQueryData<EnergyPlanAnswer>(energyPlanKeys.plan(deviceId), (answer) =>
        answer ? { ...answer, settings } : answer,
      );
    },
  });
}
