/**
 * A failed browser check's screenshot, end to end: two real probers (fra1, iad1) check a local page that lost its
 * text, the incident opens, each region's prober sends the page's screenshot with its first failure only, the API
 * stores one per region, the dashboard's incident page shows them as images (to its own workspace only), and
 * the retention sweep of their day removes them. A page too large to keep says so instead.
 */
import { silentLogger } from '../../domain/logger';
import { CheckScreenshot } from '../../domain/models';
import { createBrowserPool, type BrowserPool } from '../../domain/probing/browserPool';
import { startProber, type RunningProber } from '../../prober/prober';
import { browserUnavailableReason, CHROMIUM_PATH } from '../support/browser';
import { startBrowserSite, type BrowserSite } from '../support/browserSite';
import { apiClient, orgWithKey, signUp, virtualClock, type OrgKey, type OrgSession } from '../support/client';
import { startStack, type Stack } from '../support/stack';

jest.setTimeout(180_000);

const unavailable = browserUnavailableReason();
if (unavailable) process.stderr.write(`[browser screenshot tests skipped] ${unavailable}\n`);
const describeInBrowser = unavailable ? describe.skip : describe;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const DAY_MS = 86_400_000;

describeInBrowser('screenshots of failed browser checks', () => {
  const clock = virtualClock();
  let stack: Stack;
  let site: BrowserSite;
  let owner: OrgKey & { session: OrgSession };
  let stranger: OrgSession;
  let call: ReturnType<typeof apiClient>;
  let browsers: BrowserPool;
  const probers: RunningProber[] = [];

  beforeAll(async () => {
    site = await startBrowserSite();
    stack = await startStack({ now: clock.now, env: { RATE_LIMIT_SCALE: '100' } });
    owner = await orgWithKey(stack);
    stranger = await signUp(stack);
    call = apiClient(stack, clock, owner.headers);
    browsers = createBrowserPool({ chromiumPath: CHROMIUM_PATH, concurrency: 2, log: silentLogger });
  });
  afterAll(async () => {
    await Promise.all(probers.map((p) => p.stop()));
    await browsers?.close();
    await stack?.stop();
    await site?.stop();
  });

  it('keeps one screenshot per region for an outage, shows it on the incident page, and sweeps it with its day', async () => {
    const created = await call('POST', '/api/v1/monitors', {
      body: {
        name: 'Broken page',
        type: 'browser',
        steps: [
          { action: 'goto', url: `${site.url}/broken` },
          { action: 'expect_text', text: 'Welcome' },
        ],
        // A fresh context can take seconds on a loaded machine: time enough for the step to fail itself.
        timeout_ms: 8000,
        interval_sec: 10,
        regions: ['fra1', 'iad1'],
        down_quorum: 2,
        channel_ids: [],
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    for (const region of ['fra1', 'iad1'] as const)
      probers.push(
        startProber({
          config: stack.config,
          region,
          baseUrl: stack.url,
          pullEveryMs: 200,
          log: silentLogger,
          context: { browsers },
        }),
      );

    let incident: { id: string } | undefined;
    await until(async () => {
      incident = (await call('GET', `/api/v1/incidents?monitor_id=${id}`)).body.data[0];
      return incident !== undefined;
    }, 120_000);
    // A screenshot from each region, then two more failed checks in each, all posted: those sent none.
    const regionsStored = async () => (await CheckScreenshot.distinct('region', { monitor_id: id })).length;
    await until(async () => (await regionsStored()) === 2, 120_000);
    const seen = site.hits('/broken');
    await until(async () => site.hits('/broken') >= seen + 4, 120_000);
    await Promise.all(probers.splice(0).map((p) => p.stop()));

    const stored = await CheckScreenshot.find({ monitor_id: id }).lean();
    expect(stored.map((s) => s.region).sort()).toEqual(['fra1', 'iad1']);
    for (const s of stored) expect(pngBytes(s.png).subarray(0, 8)).toEqual(PNG_SIGNATURE);

    const page = await stack.http('GET', `/app/incidents/${incident!.id}`, { headers: owner.session.headers });
    expect(page.status).toBe(200);
    const images = [...page.text.matchAll(/<img src="([^"]+)" alt="([^"]+)"/g)].map(([, src, alt]) => ({ src, alt }));
    expect(images.map((i) => i.alt)).toEqual([
      expect.stringMatching(/^Screenshot of the page from fra1 at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/),
      expect.stringMatching(/^Screenshot of the page from iad1 at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/),
    ]);
    for (const { src } of images) {
      expect(src).toMatch(new RegExp(`^/app/incidents/${incident!.id}/screenshots/(fra1|iad1)-\\d+$`));
      const image = await fetch(stack.url + src, { headers: owner.session.headers });
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await image.arrayBuffer()).subarray(0, 8)).toEqual(PNG_SIGNATURE);
      // Another workspace's session cannot read it: the incident is not theirs.
      const other = await fetch(stack.url + src, { headers: stranger.headers, redirect: 'manual' });
      expect(other.status).toBe(404);
      expect(other.headers.get('content-type')).not.toBe('image/png');
    }

    // Their day is swept once all of it is past the check results' retention (48 h by default).
    clock.advance(4 * DAY_MS);
    await stack.services.probing.tick('sweep');
    expect(await CheckScreenshot.countDocuments({ monitor_id: id })).toBe(0);
    const after = await stack.http('GET', `/app/incidents/${incident!.id}`, { headers: owner.session.headers });
    expect(after.status).toBe(200);
    expect(after.text).not.toContain('/screenshots/');
    const gone = await fetch(stack.url + images[0].src, { headers: owner.session.headers });
    expect(gone.status).toBe(404);
  });

  it('leaves out a screenshot above 400 KB and says so at the end of the reason', async () => {
    const res = await call('POST', '/api/v1/monitors/test', {
      body: {
        definition: {
          type: 'browser',
          timeout_ms: 8000,
          steps: [
            { action: 'goto', url: `${site.url}/noise` },
            { action: 'expect_title', text: 'Welcome' },
          ],
        },
      },
    });
    expect(res.body).toMatchObject({ ok: false, error_class: 'browser_step_failed' });
    expect(res.body.error_message).toMatch(/; screenshot left out \(\d+ KB, above 400 KB\)$/);
    expect(res.body.error_message).toContain('step 2 of 2 (expect_title Welcome) failed');
    expect(res.body.screenshot).toBeUndefined();
  });
});

/** The driver reads binary data back as a BSON Binary. */
function pngBytes(png: unknown): Buffer {
  return Buffer.isBuffer(png) ? png : Buffer.from((png as { buffer: Uint8Array }).buffer);
}

async function until(probe: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 200));
  }
}
