import { BEAT_BUCKET_MS, FanOutOwners, type BeatStore, type FanOutBeat } from '../../domain/incidents/fanOutOwners';

/** Beats kept in memory, with the commands they cost. */
function memoryStore() {
  const beats = new Map<string, FanOutBeat>();
  const commands = { inserts: 0, reads: 0, drops: 0 };
  const store: BeatStore = {
    insertBeat: async (beat) => {
      commands.inserts++;
      if (!beats.has(beat._id)) beats.set(beat._id, beat);
    },
    beatsIn: async (buckets) => {
      commands.reads += buckets.length;
      return [...beats.values()].filter((b) => buckets.includes(b.bucket));
    },
    dropBucket: async (bucket) => {
      commands.drops++;
      for (const [id, b] of beats) if (b.bucket === bucket) beats.delete(id);
    },
  };
  return { store, beats, commands };
}

describe('fan-out owners', () => {
  const start = 1_800_000_000_000; // a bucket's first millisecond
  let clock: number;
  const now = () => clock;
  beforeEach(() => (clock = start));

  it('beats once per bucket, however often it is asked', async () => {
    const { store, commands } = memoryStore();
    const owners = new FanOutOwners(store, now);
    for (let i = 0; i < 5; i++, clock += 1_000) await owners.beat();
    expect(commands.inserts).toBe(1);
    await owners.beat(); // the next bucket
    expect(commands.inserts).toBe(2);
  });

  it('counts an owner live while it beat in this bucket or the one before, and not once it stopped', async () => {
    const { store } = memoryStore();
    const a = new FanOutOwners(store, now);
    const b = new FanOutOwners(store, now);
    await a.beat();
    await b.beat();
    expect(await b.live()).toEqual(new Set([a.id, b.id]));
    clock += BEAT_BUCKET_MS; // a beat last bucket only
    await b.beat();
    expect(await b.live()).toEqual(new Set([a.id, b.id]));
    clock += BEAT_BUCKET_MS; // a silent for two buckets: crashed or hung
    await b.beat();
    expect(await b.live()).toEqual(new Set([b.id]));
    await b.stop();
    expect(await b.live()).toEqual(new Set());
    await b.beat(); // a stopped process beats no more
    clock += BEAT_BUCKET_MS;
    expect(await a.live()).toEqual(new Set());
  });

  it('drops the buckets of beats older than a minute, one delete per bucket', async () => {
    const { store, beats, commands } = memoryStore();
    const owners = new FanOutOwners(store, now);
    for (let i = 0; i < 30; i++, clock += BEAT_BUCKET_MS) await owners.beat();
    expect(beats.size).toBeLessThanOrEqual(13);
    expect(commands.drops).toBeLessThanOrEqual(30 + 12); // a start looks back its retention once
  });
});
