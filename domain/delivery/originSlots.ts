/**
 * At most `perOrigin` POSTs in flight to one receiver (scheme, host and port) at a time, the rest waiting their
 * turn in arrival order. The webhook client takes a slot before it starts an attempt's time cap, so a POST queued
 * behind a slow receiver is not timed out before it was even sent (and logged as the receiver's time-out); and a
 * worker crash repeats at most `perOrigin` POSTs to one receiver (those in flight, their answers unread).
 */
export type ReleaseSlot = () => void;

interface Origin {
  inFlight: number;
  waiting: Array<(release: ReleaseSlot) => void>;
}

export class OriginSlots {
  private readonly origins = new Map<string, Origin>();

  constructor(private readonly perOrigin: number) {}

  /** A slot of `origin` (call the release once done), or null when none came free within `waitMs`. */
  take(origin: string, waitMs: number): Promise<ReleaseSlot | null> {
    const o = this.origins.get(origin) ?? { inFlight: 0, waiting: [] };
    this.origins.set(origin, o);
    if (o.inFlight < this.perOrigin) {
      o.inFlight++;
      return Promise.resolve(this.releaser(origin, o));
    }
    return new Promise((resolve) => {
      const granted = (release: ReleaseSlot) => {
        clearTimeout(timer);
        resolve(release);
      };
      const timer = setTimeout(() => {
        o.waiting.splice(o.waiting.indexOf(granted), 1);
        resolve(null);
      }, waitMs);
      o.waiting.push(granted);
    });
  }

  /** POSTs in flight to `origin`. */
  inFlight(origin: string): number {
    return this.origins.get(origin)?.inFlight ?? 0;
  }

  private releaser(origin: string, o: Origin): ReleaseSlot {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = o.waiting.shift();
      // The slot passes straight to the next in line; the origin is forgotten once nothing uses it.
      if (next) return next(this.releaser(origin, o));
      if (--o.inFlight === 0) this.origins.delete(origin);
    };
  }
}
