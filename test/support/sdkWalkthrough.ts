/** What the SDK walk-throughs (TypeScript and Python) create: one monitor of each type, and the channel's secret. */
import type { components } from '../../packages/sdk-ts/src';

export const SDK_HOOK_SECRET = 'whsec-sdk-0123456789abcdef';

type MonitorBody =
  | components['schemas']['MonitorCreateHttp']
  | components['schemas']['MonitorCreateKeyword']
  | components['schemas']['MonitorCreateTcp']
  | components['schemas']['MonitorCreateSsl']
  | components['schemas']['MonitorCreatePing']
  | components['schemas']['MonitorCreateDns']
  | components['schemas']['MonitorCreateHeartbeat'];

// The http monitor has one region and a quorum of 1, so one region's failing vote opens an incident on it.
export const MONITOR_BODIES: MonitorBody[] = [
  { name: 'Shop', type: 'http', url: 'https://shop.example.com/health', regions: ['fra1'], down_quorum: 1 },
  { name: 'Shop text', type: 'keyword', url: 'https://shop.example.com/', keyword: 'Welcome' },
  { name: 'Database', type: 'tcp', host: 'db.example.com', port: 5432 },
  { name: 'Certificate', type: 'ssl', host: 'shop.example.com' },
  { name: 'Gateway', type: 'ping', host: 'gw.example.com' },
  { name: 'Name server', type: 'dns', host: 'shop.example.com' },
  { name: 'Nightly backup', type: 'heartbeat', heartbeat: { period_sec: 86400, grace_sec: 600 } },
];
