/**
 * The tricky rules behind certificate warnings and cron heartbeats: which threshold a certificate has crossed, when a
 * scheduled heartbeat is due (daylight saving included), and which schedules and zones are refused.
 */
import { crossedThreshold } from '../../domain/certificates/warnings';
import { cronProblem, dueAfter, isTimeZone } from '../../domain/heartbeats/cron';

describe('certificate thresholds', () => {
  it.each([
    [40, null],
    [30, 30],
    [29, 30],
    [14, 14],
    [5, 7],
    [1, 1],
    [0, 1],
  ])('with %i days left the crossed threshold of [30, 14, 7, 1] is %p', (daysLeft, expected) => {
    expect(crossedThreshold([30, 14, 7, 1], daysLeft)).toBe(expected);
  });

  it('reads thresholds in any order', () => {
    expect(crossedThreshold([3, 10], 5)).toBe(10);
    expect(crossedThreshold([3, 10], 2)).toBe(3);
  });
});

describe('heartbeat due times', () => {
  it('adds period and grace for a periodic heartbeat', () => {
    const from = Date.parse('2026-11-25T10:00:00.000Z');
    expect(dueAfter({ heartbeat_period_sec: 300, heartbeat_grace_sec: 60 }, from)).toBe(from + 360_000);
  });

  it('is due at the next run in its zone plus the grace, across a daylight-saving change', () => {
    const timing = {
      heartbeat_period_sec: null,
      heartbeat_grace_sec: 300,
      heartbeat_schedule: '30 2 * * *',
      heartbeat_tz: 'Europe/Berlin',
    };
    // Summer (UTC+2): 02:30 in Berlin is 00:30 UTC.
    expect(new Date(dueAfter(timing, Date.parse('2026-07-01T12:00:00Z'))).toISOString()).toBe(
      '2026-07-02T00:35:00.000Z',
    );
    // Winter (UTC+1): 02:30 in Berlin is 01:30 UTC.
    expect(new Date(dueAfter(timing, Date.parse('2026-11-25T12:00:00Z'))).toISOString()).toBe(
      '2026-11-26T01:35:00.000Z',
    );
  });

  it('refuses what is not a five-field expression or a known zone', () => {
    expect(cronProblem('*/15 * * * *')).toBeNull();
    expect(cronProblem('0 3 * * MON-FRI')).toBeNull();
    expect(cronProblem('0 0 3 * * *')).toMatch(/five-field/);
    expect(cronProblem('0 24 * * *')).toMatch(/not a valid cron expression/);
    expect(cronProblem('@daily')).toMatch(/five-field/);
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('+02:00')).toBe(false);
  });
});
