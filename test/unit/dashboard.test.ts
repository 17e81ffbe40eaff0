/** The dashboard's pure parts: response-time buckets and charts, form -> API body, CSRF. */
import type { Context } from 'koa';
import { lineChart } from '../../api/dashboard/charts';
import { formErrorsOf } from '../../api/dashboard/forms';
import { bodyOfForm, formFieldsOf } from '../../api/dashboard/monitorFields';
import { safeNext } from '../../api/dashboard/routing';
import { CsrfTokens } from '../../api/dashboard/security';
import { responseTimeSeries } from '../../domain/checkResults/series';
import { loadConfig } from '../../domain/config';
import { InvalidRequestError } from '../../domain/errors';

const HOUR = 3_600_000;

describe('response-time series and chart', () => {
  const now = 10 * HOUR;
  /** An hourly rollup point: `timed` checks whose response times add up to `sum`. */
  const point = (hoursAgo: number, sum: number, timed = 1) => ({
    monitor_id: 'm',
    start: new Date(now - hoursAgo * HOUR),
    sum_ms: sum,
    timed,
  });

  it('averages the response times per bucket and leaves empty buckets null', () => {
    const s = responseTimeSeries(
      [point(9.5, 100), point(9.4, 200), point(0.5, 50), point(0.4, 0, 0), point(11, 5)],
      now,
      10 * HOUR,
      10,
    );
    expect(s.map((b) => b.avgMs)).toEqual([150, null, null, null, null, null, null, null, null, 50]);
  });

  it('breaks the line where data is missing and says the range', () => {
    const c = lineChart(
      [
        { start: new Date(0), avgMs: 10 },
        { start: new Date(1), avgMs: 30 },
        { start: new Date(2), avgMs: null },
        { start: new Date(3), avgMs: 20 },
      ],
      30,
      20,
      'RT',
    );
    expect(c.segments).toHaveLength(2);
    expect(c.segments[0]).toBe('2.0,18.0 10.7,2.0');
    expect(c.label).toBe('RT: 10 to 30 ms');
    expect(lineChart([{ start: new Date(0), avgMs: null }], 30, 20, 'RT').segments).toEqual([]);
  });

  it("draws a new monitor's only point, in the last bucket, inside the view box", () => {
    const series = [
      ...Array.from({ length: 47 }, (_, i) => ({ start: new Date(i), avgMs: null })),
      { start: new Date(47), avgMs: 42 },
    ];
    const c = lineChart(series, 120, 28, 'RT');
    expect(c.segments).toEqual(['114.0,14.0 118.0,14.0']);
    const xs = c.segments[0].split(' ').map((p) => Number(p.split(',')[0]));
    expect(Math.max(...xs)).toBeLessThanOrEqual(120);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
  });
});

describe('monitor form', () => {
  const form = (fields: [string, string][]) => new URLSearchParams(fields);

  it('shows only the fields of the type', () => {
    expect(formFieldsOf('heartbeat')).toEqual([
      'name',
      'heartbeat.period_sec',
      'heartbeat.schedule',
      'heartbeat.tz',
      'heartbeat.grace_sec',
      'heartbeat.max_runtime_sec',
      'channel_ids',
      'escalation_policy_id',
    ]);
    expect(formFieldsOf('ssl')).toContain('cert_warn_days');
    expect(formFieldsOf('tcp')).toEqual([
      'name',
      'host',
      'port',
      'timeout_ms',
      'interval_sec',
      'regions',
      'down_quorum',
      'confirmations',
      'recoveries',
      'degraded_after_ms',
      'channel_ids',
      'escalation_policy_id',
    ]);
  });

  it('gives a browser monitor a JSON step list of actions, and the API body its parsed steps', () => {
    expect(formFieldsOf('browser').slice(0, 3)).toEqual(['name', 'steps', 'timeout_ms']);
    const steps = [
      { action: 'goto', url: 'https://x.example/' },
      { action: 'expect_text', text: 'Welcome' },
    ];
    expect(
      bodyOfForm(
        'browser',
        form([
          ['name', 'Shop'],
          ['steps', JSON.stringify(steps)],
          ['channels_mode', 'all'],
        ]),
        false,
      ),
    ).toMatchObject({ type: 'browser', name: 'Shop', steps });
  });

  it('turns the posted strings into the API body, leaving empty fields to the defaults', () => {
    expect(
      bodyOfForm(
        'http',
        form([
          ['name', ' Shop '],
          ['url', 'https://x.example'],
          ['expected_status', '200, 204'],
          ['regions', 'fra1'],
          ['regions', 'iad1'],
          ['interval_sec', '60'],
          ['timeout_ms', ''],
          ['channels_mode', 'all'],
        ]),
        false,
      ),
    ).toEqual({
      type: 'http',
      name: 'Shop',
      url: 'https://x.example',
      expected_status: [200, 204],
      regions: ['fra1', 'iad1'],
      interval_sec: 60,
      channel_ids: null,
    });
    expect(
      bodyOfForm(
        'heartbeat',
        form([
          ['name', 'cron'],
          ['heartbeat.period_sec', '300'],
          ['heartbeat.grace_sec', 'soon'],
          ['channels_mode', 'selected'],
        ]),
        true,
      ),
    ).toEqual({
      name: 'cron',
      heartbeat: { period_sec: 300, grace_sec: 'soon' },
      channel_ids: [],
      escalation_policy_id: null,
    });
    expect(
      bodyOfForm(
        'heartbeat',
        form([
          ['name', 'nightly'],
          ['heartbeat.schedule', '0 3 * * *'],
          ['heartbeat.tz', 'Europe/Berlin'],
          ['heartbeat.grace_sec', '600'],
          ['heartbeat.max_runtime_sec', '1800'],
          ['escalation_policy_id', '0192f390-1a2b-7c3d-8e4f-5a6b7c8d9e0f'],
        ]),
        false,
      ),
    ).toMatchObject({
      heartbeat: { schedule: '0 3 * * *', tz: 'Europe/Berlin', grace_sec: 600, max_runtime_sec: 1800 },
      escalation_policy_id: '0192f390-1a2b-7c3d-8e4f-5a6b7c8d9e0f',
    });
    expect(
      bodyOfForm(
        'ssl',
        form([
          ['name', 'tls'],
          ['host', 'shop.example'],
          ['cert_warn_days', '21, 7 soon'],
        ]),
        false,
      ),
    ).toMatchObject({ cert_warn_days: [21, 7, 'soon'] });
  });

  it('puts each API error next to its field', () => {
    const err = new InvalidRequestError('Invalid.', [
      { path: 'url', message: 'must be an absolute URL' },
      { path: 'heartbeat', message: 'is required' },
      { path: 'type', message: 'odd' },
    ]);
    expect(formErrorsOf(err, ['name', 'url', 'heartbeat.period_sec'])).toEqual({
      byField: { url: 'must be an absolute URL', 'heartbeat.period_sec': 'is required' },
      general: ['type: odd'],
    });
    expect(formErrorsOf(new Error('boom'), ['name'])).toBeNull();
  });
});

describe('dashboard guards', () => {
  it('follows only dashboard paths after sign-in', () => {
    expect(safeNext('/app/incidents?status=open')).toBe('/app/incidents?status=open');
    for (const bad of [
      '//evil.example/app',
      'https://evil.example',
      '/api/v1/monitors',
      '/app//evil',
      '/app/\\evil',
      null,
    ])
      expect(safeNext(bad)).toBe('/app/monitors');
  });

  it('ties the CSRF token to the session', () => {
    const csrf = new CsrfTokens(loadConfig({}));
    const ctx = (sessionId: string, header = '') =>
      ({
        state: { auth: { kind: 'session', orgId: 'o', userId: 'u', sessionId } },
        get: () => header,
        cookies: { get: () => undefined },
      }) as unknown as Context;
    const token = csrf.tokenFor(ctx('s1'));
    expect(() => csrf.check(ctx('s1'), token)).not.toThrow();
    expect(() => csrf.check(ctx('s1', token), undefined)).not.toThrow();
    expect(() => csrf.check(ctx('s2'), token)).toThrow(/CSRF/);
    expect(() => csrf.check(ctx('s1'), undefined)).toThrow(/CSRF/);
  });
});
