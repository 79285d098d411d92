// Where a device's readings come from (decision 048): the embedded simulator by default, the MQTT
// ingest with MQTT_URL. A source starts one device's upstream and hands each reading over; the
// returned function stops it.
import type { LiveSource as LiveSourceName } from '@portal/contract/monitoring';
import type { MeterReportedPeak } from '@portal/domain/energy/meter-peak';
import type { HouseholdSample } from '../simulator/household-sample.ts';

/** A reading, with the month's peak when the meter reports it itself (HomeWizard P1, DSMR). */
export type EmitReading = (reading: HouseholdSample, meterPeak: MeterReportedPeak | null) => void;

export interface LiveDevice {
  tenantId: number;
  /** The tenant's subdomain: the MQTT topics name tenants by it. */
  subdomain: string;
  deviceId: string;
}

export interface LiveSource {
  readonly name: LiveSourceName;
  /** Messages dropped as bad since start (the simulator's are never bad). */
  readonly rejected: number;
  start(device: LiveDevice, emit: EmitReading): () => void;
  close(): Promise<void>;
}

/** The channel and lease name of a device: tenant ids are unique, device ids per tenant. */
export function deviceTopic(device: Pick<LiveDevice, 'tenantId' | 'deviceId'>): string {
  return `${device.tenantId}:${encodeURIComponent(device.deviceId)}`;
}
