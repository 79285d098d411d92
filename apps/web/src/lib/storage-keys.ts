// Web-only storage names. The four expiring keys and the session history key come from
// @portal/domain/constants (spec §3); the local-storage prefixes below are not named by the spec,
// so they are chosen here: every key starting with a prefix belongs to that area and is removed
// with it (logout clears "all monitoring local storage").
export const LocalStoragePrefix = {
  Monitoring: 'monitoring.',
  Installations: 'installations.',
} as const;

/** The monitoring-enabled flag (spec §3/§5), persisted once any device exists. */
export const MONITORING_ENABLED_KEY = `${LocalStoragePrefix.Monitoring}enabled`;
/** The selected monitoring device (spec §3), persisted locally. */
export const MONITORING_DEVICE_KEY = `${LocalStoragePrefix.Monitoring}device`;
