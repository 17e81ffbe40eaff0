/**
 * Auto-disable on in-memory stores: the failure streak counts from the channel's last delivered delivery (and from
 * its last re-enable), waits for the minimum span, records the `disabled` change once however often it is checked,
 * and a delivered test alert ends it.
 */
import { createChannelHealth, type AutoDisableDeps } from '../../domain/channels/autoDisable';
import { uuidv7 } from '../../domain/ids';
import { silentLogger } from '../../domain/logger';
import type { StoredDeliveryStatus } from '../../domain/models/delivery';
import { MemoryChannelStateStore, MemoryFailureHistory } from '../support/memoryChannelStores';

const NOW = Date.parse('2026-11-24T10:00:00.000Z');
const HOUR = 3_600_000;
const scope = { org_id: 'org1', channel_id: 'ch1' };

function setUp(failures: number, minSpanHours: number) {
  const states = new MemoryChannelStateStore();
  const history = new MemoryFailureHistory();
  let now = NOW;
  const deps: AutoDisableDeps = {
    config: { delivery: { autoDisableFailures: failures, autoDisableMinSpanMs: minSpanHours * HOUR } },
    log: silentLogger,
    now: () => now,
    states,
    deliveries: history,
  };
  /** Records a settled delivery `agoHours` before the current time and returns it. */
  const settle = (status: StoredDeliveryStatus, agoHours: number) => {
    const at = now - agoHours * HOUR;
    const d = { _id: uuidv7(at), ...scope, status, created_at: new Date(at) };
    history.deliveries.push(d);
    return d;
  };
  const later = (ms: number) => (now += ms);
  return { states, health: createChannelHealth(deps), settle, later };
}

describe('auto-disable', () => {
  it('counts only the failures since the last delivered delivery', async () => {
    const { states, health, settle } = setUp(3, 0);
    settle('failed', 5);
    settle('delivered', 4);
    settle('failed', 3);
    await health.afterFailure(settle('failed', 2));
    expect(states.records).toEqual([]);
    await health.afterFailure(settle('failed', 1));
    expect(states.records).toEqual([
      expect.objectContaining({
        _id: 'ch1:1',
        state: 'disabled',
        reason: `3 consecutive deliveries failed since ${new Date(NOW - 3 * HOUR).toISOString()}`,
      }),
    ]);
  });

  it('waits until the first failure of the streak is the minimum span old, and disables once', async () => {
    const { states, health, settle, later } = setUp(2, 24);
    settle('failed', 2);
    const last = settle('failed', 1);
    await health.afterFailure(last);
    expect(states.records).toEqual([]);
    later(23 * HOUR);
    await health.afterFailure(last);
    await health.afterFailure(last); // checked again: already disabled, nothing more recorded
    expect(states.records.map((r) => [r.seq, r.state])).toEqual([[1, 'disabled']]);
  });

  it('is ended by a delivered test alert, and the streak then counts from the re-enable', async () => {
    const { states, health, settle, later } = setUp(2, 0);
    settle('failed', 2);
    await health.afterFailure(settle('failed', 1));
    later(1000);
    await health.afterTestDelivered({ _id: 'test-delivery', ...scope });
    expect(states.records.map((r) => [r.seq, r.state])).toEqual([
      [1, 'disabled'],
      [2, 'enabled'],
    ]);
    later(1000);
    await health.afterFailure(settle('failed', 0)); // one failure since the re-enable: not a streak
    expect(states.records).toHaveLength(2);
  });

  it('never disables with a threshold of 0', async () => {
    const { states, health, settle } = setUp(0, 0);
    for (let i = 5; i > 0; i--) await health.afterFailure(settle('failed', i));
    expect(states.records).toEqual([]);
  });
});
