import { createEscalationStarter } from '../../domain/escalation/starter';
import type { EscalationPolicyDoc } from '../../domain/models/escalationPolicy';
import type { IncidentEventDoc } from '../../domain/models/incidentEvent';
import type { MonitorDoc } from '../../domain/models/monitor';

type Held = Pick<MonitorDoc, 'org_id' | 'escalation_policy_id'>;

const policy: EscalationPolicyDoc = {
  _id: 'p-1',
  org_id: 'o-1',
  name: 'on call',
  steps: [{ after_sec: 300, channel_ids: ['c-1'] }],
  repeat_every_sec: null,
  created_at: new Date(0),
  updated_at: new Date(0),
};

const opened = {
  _id: 'e-1',
  org_id: 'o-1',
  incident_id: 'i-1',
  monitor_id: 'm-1',
  type: 'incident.opened',
  occurred_at: new Date(0),
  payload: {},
} as unknown as IncidentEventDoc;

function starter(stored: Held | null, held?: Held) {
  const reads: string[] = [];
  const started: string[] = [];
  const follow = createEscalationStarter({
    config: { temporalTaskQueue: 'q' },
    policies: {
      read: async (id) => (id === policy._id ? policy : null),
      readMonitorPolicy: async (monitorId) => {
        reads.push(monitorId);
        return stored;
      },
    },
    client: {
      withDeadline: (_deadline: number, fn: () => Promise<unknown>) => fn(),
      workflow: {
        start: async (_wf: unknown, options: { workflowId: string }) => void started.push(options.workflowId),
        getHandle: () => ({ signal: async () => undefined }),
      },
    } as never,
    monitorOf: held === undefined ? undefined : (id) => (id === 'm-1' ? held : undefined),
  });
  return { follow, reads, started };
}

describe('escalation starter: the monitor it reads the policy of', () => {
  it('uses the monitor as held in memory and reads no monitor', async () => {
    const s = starter(null, { org_id: 'o-1', escalation_policy_id: 'p-1' });
    await s.follow(opened);
    expect(s.started).toEqual(['escalation:i-1']);
    expect(s.reads).toEqual([]);
  });

  it('starts nothing when the held monitor names no policy', async () => {
    const s = starter({ org_id: 'o-1', escalation_policy_id: 'p-1' }, { org_id: 'o-1', escalation_policy_id: null });
    await s.follow(opened);
    expect(s.started).toEqual([]);
    expect(s.reads).toEqual([]);
  });

  it('reads the monitor when none is held, or the held one is of another org', async () => {
    for (const held of [undefined, { org_id: 'o-2', escalation_policy_id: 'p-1' }]) {
      const s = starter({ org_id: 'o-1', escalation_policy_id: 'p-1' }, held);
      await s.follow(opened);
      expect(s.reads).toEqual(['m-1']);
      expect(s.started).toEqual(['escalation:i-1']);
    }
  });
});
