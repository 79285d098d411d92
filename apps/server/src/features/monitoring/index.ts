// What other features, the top (app.ts, api.ts, services.ts), demo/ and the scripts use of
// monitoring: the monitoring routes and services, the live streams, jobs and the simulator.
// Everything else is the feature's own.
export { createCapacityPeaks } from './capacity-peaks.ts';
export type { DayAheadPrices } from './day-ahead-import.ts';
export { createDayAheadPrices } from './day-ahead-import.ts';
export { createDeviceBounds } from './device-bounds.ts';
export type { EarningsPayment } from './earnings-payment.ts';
export { createEarningsPayment } from './earnings-payment.ts';
export type { EnergyRetention } from './energy-retention.ts';
export { createEnergyRetention } from './energy-retention.ts';
export { brusselsDayOf, brusselsMidnight } from './history/brussels-days.ts';
export { coarseQuarterHours } from './history/coarse-backfill.ts';
export { quarterHourRow, rollUpDays } from './history/energy-row.ts';
export { monitoringDataSection } from './history/monitoring-data-section.ts';
export { monitoringHistoryRoutes } from './history-routes.ts';
export type { HistoryService } from './history-service.ts';
export { createHistoryService } from './history-service.ts';
export type { InsightsService } from './insights-service.ts';
export { createInsightsService } from './insights-service.ts';
export type { CapacityPeakStore, LiveStreams } from './live/live-streams.ts';
export { createLiveStreams } from './live/live-streams.ts';
export { createMqttIngest } from './live/mqtt-ingest.ts';
export { createSilenceWatchdog } from './live/silence-watchdog.ts';
export { createSimulatorSource } from './live/simulator-source.ts';
export { createLiveHistory } from './live-history.ts';
export type { LiveSocketGate } from './live-socket-access.ts';
export { createLiveSocketGate } from './live-socket-access.ts';
export { liveSocketRoute } from './live-socket-route.ts';
export { createTariffPriceSource } from './live-tariff-prices.ts';
export type { DeviceRef } from './monitoring-energy-repository.ts';
export {
  findOwnedDevice,
  insertEnergyRows,
  readEnergyRows,
} from './monitoring-energy-repository.ts';
export { monitoringJobs } from './monitoring-jobs.ts';
export { monitoringRoutes } from './monitoring-routes.ts';
export type { MonitoringService } from './monitoring-service.ts';
export { createMonitoringService } from './monitoring-service.ts';
export { demoDayAheadEurPerMwh } from './prices/demo-day-ahead.ts';
export type { EnergyContract } from './prices/energy-tariff.ts';
export { quarterHourPrice } from './prices/energy-tariff.ts';
export type { BackfillBucket } from './simulator/backfill.ts';
export { backfillQuarterHours } from './simulator/backfill.ts';
export type { HouseholdProfile } from './simulator/household-profile.ts';
export {
  FULL_HOUSEHOLD,
  profileForDevice,
  SOLAR_ONLY_HOUSEHOLD,
} from './simulator/household-profile.ts';
export { tenantTariff } from './tenant-tariff.ts';
