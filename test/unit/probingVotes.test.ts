import { evaluateVote, type RegionLatest, type VoteMonitor } from '../../domain/probing/votes';
import type { Region } from '../../domain/regions';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const ago = (sec: number) => new Date(NOW - sec * 1000);
const fail = (region: Region, secAgo = 10, error_class = 'timeout'): RegionLatest => ({
  region,
  ok: false,
  checked_at: ago(secAgo),
  response_ms: null,
  error_class,
  error_message: `${error_class} in ${region}`,
});
const pass = (region: Region, secAgo = 10, response_ms = 42): RegionLatest => ({
  region,
  ok: true,
  checked_at: ago(secAgo),
  response_ms,
  error_class: null,
  error_message: null,
});

const two: VoteMonitor = { regions: ['fra1', 'iad1'], down_quorum: 2, interval_sec: 60 };
const three: VoteMonitor = { regions: ['fra1', 'iad1', 'sgp1'], down_quorum: 2, interval_sec: 60 };

describe('evaluateVote', () => {
  it('with two regions and quorum 2: one failure is not down, two are', () => {
    expect(evaluateVote(two, [fail('fra1'), pass('iad1')], NOW)).toMatchObject({
      down: false,
      failingRegions: ['fra1'],
    });
    expect(evaluateVote(two, [fail('fra1')], NOW).down).toBe(false);
    const down = evaluateVote(two, [fail('iad1', 5, 'http_status'), fail('fra1', 20)], NOW);
    expect(down).toMatchObject({ down: true, failingRegions: ['fra1', 'iad1'] });
    expect(down.latestFailure).toEqual({
      last_response_ms: null,
      last_error_class: 'http_status',
      last_error_message: 'http_status in iad1',
    });
  });

  it('with three regions and quorum 2: one failing region opens nothing, two do, and recovery of one resolves', () => {
    expect(evaluateVote(three, [fail('fra1'), pass('iad1'), pass('sgp1')], NOW).down).toBe(false);
    expect(evaluateVote(three, [fail('fra1'), fail('sgp1'), pass('iad1')], NOW)).toMatchObject({
      down: true,
      failingRegions: ['fra1', 'sgp1'],
    });
    const recovered = evaluateVote(three, [pass('fra1', 1, 17), fail('sgp1'), pass('iad1', 30, 99)], NOW);
    expect(recovered).toMatchObject({ down: false, failingRegions: ['sgp1'], latestOkResponseMs: 17 });
    expect(recovered.recovered).toBe(true);
  });

  it('does not call a monitor recovered when its failures merely went stale and nothing passed', () => {
    const stale = evaluateVote(three, [fail('fra1', 200), fail('sgp1', 200), fail('iad1')], NOW);
    expect(stale).toMatchObject({ down: false, recovered: false, failingRegions: ['iad1'] });
    expect(evaluateVote(three, [], NOW).recovered).toBe(false);
    const onePass = evaluateVote(three, [fail('fra1', 200), fail('sgp1'), pass('iad1')], NOW);
    expect(onePass).toMatchObject({ down: false, recovered: true });
    expect(evaluateVote(three, [fail('fra1'), fail('sgp1'), pass('iad1')], NOW).recovered).toBe(false);
  });

  it('ignores results older than three intervals and regions the monitor does not use', () => {
    expect(evaluateVote(two, [fail('fra1', 181), fail('iad1')], NOW).down).toBe(false);
    expect(evaluateVote(two, [fail('fra1', 180), fail('iad1')], NOW).down).toBe(true);
    expect(evaluateVote(two, [fail('fra1'), fail('gru1')], NOW)).toMatchObject({
      down: false,
      failingRegions: ['fra1'],
    });
  });

  it('clamps the quorum to the number of regions and to at least one', () => {
    expect(evaluateVote({ regions: ['fra1'], down_quorum: 2, interval_sec: 60 }, [fail('fra1')], NOW).down).toBe(true);
    expect(evaluateVote({ regions: ['fra1'], down_quorum: 0, interval_sec: 60 }, [pass('fra1')], NOW).down).toBe(false);
  });
});
