import { frameOwner, summariseProfile } from '../../bench/cpuProfile';
import { parseLimiterOutput } from '../../bench/limiterPart';
import { spawn } from 'node:child_process';
import { descendantsOf, pssKb, treePssMb } from '../../bench/memory';
import { parseOptions } from '../../bench/options';
import { cpuTicksFromStat, processCpuMs, treeCpuMs } from '../../bench/procCpu';
import { mongoBackendFromEnv } from '../../scripts/devServices';
import { bucketP99Ms, diffCounts, histogramsBy, parseMetrics, sumBy, sumMetric } from '../../bench/promMetrics';
import { median, percentile, perSecond, round } from '../../bench/stats';

describe('bench statistics', () => {
  it('takes nearest-rank percentiles whatever the input order', () => {
    const values = [50, 10, 40, 20, 30, 100, 90, 80, 70, 60];
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(100);
    expect(percentile(values, 10)).toBe(10);
    expect(percentile(values, 0)).toBe(10);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
    expect(() => percentile(values, 101)).toThrow(RangeError);
  });

  it('takes medians of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('rounds, keeping the JSON valid for non-finite figures', () => {
    expect(round(1.2345, 2)).toBe(1.23);
    expect(round(NaN)).toBeNull();
    expect(round(Infinity)).toBeNull();
    expect(perSecond(300, 1500)).toBe(200);
    expect(perSecond(5, 0)).toBeNaN();
  });
});

describe('bench metrics parsing', () => {
  const text = [
    '# HELP service_requests requests',
    '# TYPE service_requests counter',
    'service_requests{namespace="default",operation="StartWorkflowExecution",service_name="frontend"} 12',
    'service_requests{namespace="default",operation="PollWorkflowTaskQueue",service_name="frontend"} 30',
    'service_requests{namespace="default",operation="PollWorkflowTaskQueue",service_name="matching"} 29',
    'service_requests{namespace="temporal_system",operation="StartWorkflowExecution",service_name="frontend"} 2',
    'ferretdb_client_requests_total{command="insert",opcode="OP_MSG"} 4',
    'ferretdb_client_requests_total{command="update",opcode="OP_MSG"} 6',
    'weird_metric{path="a \\"quoted\\" value"} 1.5e1',
    'not a sample line',
  ].join('\n');
  const samples = parseMetrics(text);

  it('sums samples by name and label filter', () => {
    expect(sumMetric(samples, 'service_requests', { service_name: 'frontend', namespace: 'default' })).toBe(42);
    expect(sumMetric(samples, 'service_requests', { service_name: 'frontend' })).toBe(44);
    expect(
      sumMetric(samples, 'ferretdb_client_requests_total', { command: (c) => c === 'insert' || c === 'update' }),
    ).toBe(10);
    expect(sumMetric(samples, 'missing')).toBe(0);
  });

  it('unescapes label values and reads exponent values', () => {
    const weird = samples.find((s) => s.name === 'weird_metric')!;
    expect(weird.labels.path).toBe('a "quoted" value');
    expect(weird.value).toBe(15);
  });

  it('breaks counts down by a label and diffs two readings', () => {
    const before = sumBy(samples, 'service_requests', 'operation', { service_name: 'frontend', namespace: 'default' });
    expect(before).toEqual({ StartWorkflowExecution: 12, PollWorkflowTaskQueue: 30 });
    expect(
      diffCounts(before, { StartWorkflowExecution: 20, PollWorkflowTaskQueue: 30, RespondWorkflowTaskCompleted: 3 }),
    ).toEqual({ StartWorkflowExecution: 8, RespondWorkflowTaskCompleted: 3 });
  });
});

describe('bench process CPU', () => {
  it('reads utime + stime after a command name holding spaces and parentheses', () => {
    const stat = '1234 (node (my app)) S 1 1234 1234 0 -1 4194560 100 0 0 0 250 75 0 0 20 0 11 0 100 0 0';
    expect(cpuTicksFromStat(stat)).toBe(325);
  });
});

describe('bench limiter output folding', () => {
  it('reads the medians bench/limiter.ts prints, and refuses output without them', () => {
    const out = [
      'run 1 off        9000 req/s    90.0 us server CPU/request  (2xx 1, non-2xx 0, errors 0)',
      'median off         9100 req/s (ratio to off 1.000)    88.0 us CPU/request (ratio to off 1.000)',
      'median allowed     8900 req/s (ratio to off 0.978)    92.5 us CPU/request (ratio to off 1.051)',
      'median refused     9500 req/s (ratio to off 1.044)    80.0 us CPU/request (ratio to off 0.909)',
      'limiter cost per allowed request: 4.5 us of server CPU (median of 3 runs)',
      'key read through the middleware chain, in process: limiter off 7.10 us, on 8.35 us of CPU per request; limiter adds 1.22 us (median of 41 paired rounds)',
    ].join('\n');
    expect(parseLimiterOutput(out)).toEqual({
      offRps: 9100,
      allowedRps: 8900,
      allowedRatio: 0.978,
      costUs: 4.5,
      chainUs: 1.22,
    });
    expect(parseLimiterOutput('nothing here')).toBeNull();
  });
});

describe('bench CPU profile summary', () => {
  it('names the owner of a frame and sums busy time per owner, idle left out', () => {
    expect(frameOwner('file:///work/main/node_modules/@temporalio/worker/lib/worker.js', 'run')).toBe(
      '@temporalio/worker',
    );
    expect(frameOwner('file:///work/main/node_modules/mongoose/lib/query.js', 'exec')).toBe('mongoose');
    expect(frameOwner('node:internal/tls/secure-context', 'configSecureContext')).toBe('node:internal/tls');
    expect(frameOwner('file:///work/main/activities/webhookAttempt.ts', 'sendWebhook')).toBe('activities/');
    expect(frameOwner('', '(garbage collector)')).toBe('(garbage collector)');
    const profile = {
      nodes: [
        { id: 1, callFrame: { functionName: '(idle)', url: '' } },
        { id: 2, callFrame: { functionName: 'exec', url: 'file:///x/node_modules/mongoose/lib/query.js' } },
        { id: 3, callFrame: { functionName: 'find', url: 'file:///x/node_modules/mongoose/lib/model.js' } },
        { id: 4, callFrame: { functionName: 'send', url: 'file:///x/node_modules/mongodb/lib/cmap.js' } },
      ],
      startTime: 0,
      samples: [1, 2, 3, 4, 1, 2],
      timeDeltas: [5000, 1000, 2000, 500, 9000, 1000],
    };
    expect(summariseProfile(profile)).toEqual([
      ['mongoose', 4],
      ['mongodb', 0.5],
    ]);
  });

  it('keeps only the samples of a window, on the clock the profile starts at', () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: { functionName: 'exec', url: 'file:///x/node_modules/mongoose/lib/query.js' } },
        { id: 2, callFrame: { functionName: 'send', url: 'file:///x/node_modules/mongodb/lib/cmap.js' } },
      ],
      startTime: 1_000_000,
      // Samples at 1,001,000 (mongoose), 1,003,000 (mongodb), 1,003,500 (mongoose), 1,010,000 (mongodb).
      samples: [1, 2, 1, 2],
      timeDeltas: [1000, 2000, 500, 6500],
    };
    expect(summariseProfile(profile, { fromUs: 1_002_000, toUs: 1_004_000 })).toEqual([
      ['mongodb', 2],
      ['mongoose', 0.5],
    ]);
  });
});

describe('bench process memory and trees', () => {
  it('finds a forked child among the descendants and counts its PSS with the parent', async () => {
    const child = spawn('sleep', ['30']);
    try {
      await new Promise((r) => child.once('spawn', r));
      expect(descendantsOf(process.pid)).toContain(child.pid);
      expect(pssKb(child.pid!)).toBeGreaterThan(0);
      expect(treePssMb(child.pid!)).toBeCloseTo(pssKb(child.pid!) / 1024, 1);
      expect(treePssMb(process.pid) * 1024).toBeGreaterThan(pssKb(child.pid!));
      const own = processCpuMs(process.pid); // read first: both clocks keep running between the two reads
      expect(treeCpuMs(process.pid)).toBeGreaterThanOrEqual(own);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('reads a gone process as no memory', () => {
    expect(pssKb(2 ** 22 + 1)).toBe(0);
  });
});

describe('bench options for the store and the storm', () => {
  it('takes the MongoDB-wire backend from the command line and refuses an unknown one', () => {
    expect(parseOptions(['--mongo-backend', 'postgresql']).mongoBackend).toBe('postgresql');
    expect(() => parseOptions(['--mongo-backend', 'mysql'])).toThrow(/expected sqlite or postgresql/);
    expect(() => mongoBackendFromEnv('postgres')).toThrow(/DEV_MONGO_BACKEND/);
    expect(mongoBackendFromEnv('sqlite')).toBe('sqlite');
  });

  it('counts the MongoDB commands by collection only when asked (--count-commands)', () => {
    expect(parseOptions(['--quick', '--count-commands']).countCommands).toBe(true);
    expect(parseOptions(['--quick']).countCommands).toBe(false);
  });

  it('keeps a small storm and mid-load phase under --quick, bounded otherwise', () => {
    const quick = parseOptions(['--quick']);
    expect([quick.stormMonitors, quick.midSec]).toEqual([100, 3]);
    expect(parseOptions([]).stormMonitors).toBe(2000);
    expect(() => parseOptions(['--storm-monitors', '100000'])).toThrow(/within 1..10000/);
  });

  it('probes 50,000 monitors every 60 s by default and 2,000 every 20 s under --quick', () => {
    expect([parseOptions([]).monitors, parseOptions([]).probeIntervalSec]).toEqual([50_000, 60]);
    const quick = parseOptions(['--quick']);
    expect([quick.monitors, quick.probeIntervalSec]).toEqual([2_000, 20]);
    expect(parseOptions(['--parts', 'probing', '--monitors', '4000']).monitors).toBe(4_000);
    expect(() => parseOptions(['--monitors', '5'])).toThrow(/within 10..200000/);
  });
});

describe('histograms read from /metrics', () => {
  const text = [
    'h_seconds_bucket{stage="a",le="0.1"} 98',
    'h_seconds_bucket{stage="a",le="0.5"} 99',
    'h_seconds_bucket{stage="a",le="+Inf"} 100',
    'h_seconds_sum{stage="a"} 4',
    'h_seconds_count{stage="a"} 100',
    'h_seconds_bucket{stage="b",le="0.1"} 0',
    'h_seconds_bucket{stage="b",le="+Inf"} 2',
    'h_seconds_count{stage="b"} 2',
  ].join('\n');
  const hs = histogramsBy(parseMetrics(text), 'h_seconds', (l) => l.stage);

  it('sums count, sum and buckets per key, and names the bucket the 99th percentile falls in (ms)', () => {
    expect(hs.get('a')).toMatchObject({ count: 100, sum: 4 });
    expect(bucketP99Ms(hs.get('a')!)).toBe('500');
    expect(bucketP99Ms(hs.get('b')!)).toBe('above the last bucket');
  });
});
