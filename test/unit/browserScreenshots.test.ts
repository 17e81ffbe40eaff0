/**
 * Screenshots of failed browser checks (domain/probing/screenshots.ts) over a memory store: only bounded PNGs are
 * kept, once per (monitor, region, minute) and a bounded number a day; an incident gets the newest per region up to
 * its end, each image by its name; a sweep drops whole days. And the prober's posts carry one screenshot at most.
 */
import type { CheckScreenshotDoc } from '../../domain/models/checkScreenshot';
import {
  MAX_SCREENSHOT_BYTES,
  PNG_DATA_URL_PREFIX,
  SCREENSHOTS_PER_DAY,
  Screenshots,
  screenshotBucket,
  type ScreenshotStore,
} from '../../domain/probing/screenshots';
import { batchLength } from '../../prober/prober';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (size = 64) => Buffer.concat([PNG_SIGNATURE, Buffer.alloc(size - 8, 7)]);
const dataUrl = (bytes: Buffer) => PNG_DATA_URL_PREFIX + bytes.toString('base64');
const DAY_MS = 86_400_000;
const T0 = Date.UTC(2026, 10, 29, 10, 0, 0);

function memoryStore() {
  const rows = new Map<string, CheckScreenshotDoc>();
  const dropped: string[] = [];
  const store: ScreenshotStore = {
    insertScreenshot: async (doc) => !rows.has(doc._id) && !!rows.set(doc._id, doc),
    screenshotsOf: async (monitorId) => [...rows.values()].filter((r) => r.monitor_id === monitorId),
    screenshotPng: async (id) => rows.get(id)?.png ?? null,
    dropScreenshots: async (bucket) => {
      dropped.push(bucket);
      for (const [id, r] of rows) if (r.bucket === bucket) rows.delete(id);
    },
  };
  return { store, rows, dropped };
}

describe('screenshots of failed browser checks', () => {
  it('keeps a bounded PNG once per monitor, region and minute, and refuses anything else', async () => {
    const { store, rows } = memoryStore();
    const shots = new Screenshots(store);
    expect(await shots.keep('m1', 'fra1', new Date(T0), dataUrl(png()))).toBe(true);
    expect(await shots.keep('m1', 'fra1', new Date(T0 + 30_000), dataUrl(png()))).toBe(false); // same minute
    expect(await shots.keep('m1', 'iad1', new Date(T0), dataUrl(png()))).toBe(true);
    expect(await shots.keep('m1', 'fra1', new Date(T0), 'data:image/jpeg;base64,AAAA')).toBe(false);
    expect(await shots.keep('m1', 'sgp1', new Date(T0), dataUrl(Buffer.alloc(64, 1)))).toBe(false); // not a PNG
    expect(await shots.keep('m1', 'syd1', new Date(T0), dataUrl(png(MAX_SCREENSHOT_BYTES + 1)))).toBe(false);
    expect([...rows.values()].map((r) => [r.region, r.bucket, r.bytes])).toEqual([
      ['fra1', screenshotBucket(T0), 64],
      ['iad1', screenshotBucket(T0), 64],
    ]);
  });

  it('keeps at most SCREENSHOTS_PER_DAY per monitor, region and day (a monitor that flaps all day)', async () => {
    const { store, rows } = memoryStore();
    const shots = new Screenshots(store);
    for (let i = 0; i < SCREENSHOTS_PER_DAY + 5; i++)
      await shots.keep('m1', 'fra1', new Date(T0 + i * 60_000), dataUrl(png()));
    expect(rows.size).toBe(SCREENSHOTS_PER_DAY);
    expect(await shots.keep('m1', 'fra1', new Date(T0 + DAY_MS), dataUrl(png()))).toBe(true); // the next day
    expect(await shots.keep('m2', 'fra1', new Date(T0), dataUrl(png()))).toBe(true); // another monitor
  });

  it("gives an incident each region's newest screenshot up to its end, in region order", async () => {
    const { store } = memoryStore();
    const shots = new Screenshots(store);
    const at = (min: number) => new Date(T0 + min * 60_000);
    await shots.keep('m1', 'iad1', at(-2), dataUrl(png(70)));
    await shots.keep('m1', 'fra1', at(-5), dataUrl(png(80)));
    await shots.keep('m1', 'fra1', at(-1), dataUrl(png(90)));
    await shots.keep('m1', 'fra1', at(30), dataUrl(png(100))); // after the incident ended
    await shots.keep('m1', 'sgp1', at(-24 * 60), dataUrl(png())); // a day before: another outage
    await shots.keep('m2', 'fra1', at(0), dataUrl(png()));
    const got = await shots.forIncident('m1', at(0), at(10));
    expect(got.map((s) => [s.region, s.taken_at.getTime()])).toEqual([
      ['fra1', at(-1).getTime()],
      ['iad1', at(-2).getTime()],
    ]);
    expect((await shots.png('m1', got[0].shot))?.length).toBe(90);
    expect((await shots.png('m1', got[1].shot))?.length).toBe(70);
    expect(await shots.png('m2', got[1].shot)).toBeNull(); // another monitor's name space
    for (const bad of ['mars1-1', 'fra1-x', `fra1-${got[0].shot}`, '../fra1-1'])
      expect(await shots.png('m1', bad)).toBeNull();
  });

  it('sweeps whole days once they end before the retention cut, looking back three days after a start', async () => {
    const { store, rows, dropped } = memoryStore();
    const shots = new Screenshots(store);
    await shots.keep('m1', 'fra1', new Date(T0), dataUrl(png()));
    await shots.sweep(T0 + 60_000); // its day is not over: kept
    expect(rows.size).toBe(1);
    await shots.sweep(T0 + DAY_MS);
    expect(rows.size).toBe(0);
    expect(dropped).toContain(screenshotBucket(T0));
  });

  it('posts one screenshot at most in a batch of results', () => {
    const shot = { screenshot: 'data:image/png;base64,AAAA' };
    expect(batchLength([{}, shot, {}, shot, {}])).toBe(3);
    expect(batchLength([shot, shot])).toBe(1);
    expect(batchLength(Array.from({ length: 150 }, () => ({})))).toBe(100);
  });
});
