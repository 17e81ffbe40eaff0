/** Probing regions (spec section 1). */
export const REGIONS = ['fra1', 'iad1', 'hil1', 'sgp1', 'syd1', 'gru1'] as const;
export type Region = (typeof REGIONS)[number];

export const MONITOR_TYPES = ['http', 'tcp', 'ping', 'dns', 'ssl', 'keyword', 'heartbeat', 'api', 'browser'] as const;
export type MonitorType = (typeof MONITOR_TYPES)[number];
