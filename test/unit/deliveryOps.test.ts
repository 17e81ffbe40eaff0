/** The parts of resend, recover and auto-disable that need no servers: configuration and the id-window bound. */
import { ConfigError, loadConfig } from '../../domain/config';
import { uuidv7, uuidv7Floor } from '../../domain/ids';

describe('auto-disable configuration', () => {
  it('defaults to 20 failures over at least 24 h', () => {
    expect(loadConfig({}).delivery).toMatchObject({ autoDisableFailures: 20, autoDisableMinSpanMs: 86_400_000 });
  });

  it('accepts 0 for both (0 failures: never disable; 0 s: no minimum span)', () => {
    const c = loadConfig({ CHANNEL_AUTO_DISABLE_FAILURES: '0', CHANNEL_AUTO_DISABLE_MIN_SPAN_SEC: '0' });
    expect(c.delivery).toMatchObject({ autoDisableFailures: 0, autoDisableMinSpanMs: 0 });
  });

  it.each([
    ['CHANNEL_AUTO_DISABLE_FAILURES', 'many'],
    ['CHANNEL_AUTO_DISABLE_FAILURES', '-1'],
    ['CHANNEL_AUTO_DISABLE_MIN_SPAN_SEC', '1.5'],
    ['CHANNEL_AUTO_DISABLE_MIN_SPAN_SEC', String(91 * 86_400)],
  ])('rejects %s=%s with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^${name}: `));
  });
});

describe('uuidv7Floor', () => {
  it('is at or below every UUIDv7 of its millisecond and above every earlier one', () => {
    const t = Date.UTC(2026, 10, 21, 17, 4, 5, 123);
    const floor = uuidv7Floor(t);
    for (let i = 0; i < 200; i++) {
      expect(uuidv7(t) >= floor).toBe(true);
      expect(uuidv7(t + 1) > floor).toBe(true);
      expect(uuidv7(t - 1) < floor).toBe(true);
    }
  });
});
