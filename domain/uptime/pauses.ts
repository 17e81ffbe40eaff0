/**
 * Paused time, recorded on the monitor itself (its `paused_at` and `pauses`, written by the pause and the resume),
 * so every reader that has the monitor has its pauses without another read. Kept bounded: pauses that ended more
 * than 400 days ago (the longest report reaches back 400 days) are dropped, and at most the last 100 are kept.
 */
import type { MonitorDoc, PauseSpan } from '../models/monitor';
import type { Span } from './spans';

const KEEP_MS = 400 * 86_400_000;
const KEEP_COUNT = 100;

export type PauseFacts = Pick<MonitorDoc, 'paused' | 'paused_at' | 'pauses' | 'updated_at'>;

/** The monitor's paused spans; a pause not ended runs on (`end: null`). */
export function pauseSpansOf(m: PauseFacts): Span[] {
  const past = (m.pauses ?? []).map((p) => ({ start: p.from.getTime(), end: p.to.getTime() }));
  return m.paused ? [...past, { start: currentPauseStart(m).getTime(), end: null }] : past;
}

/** What a pause or a resume at `at` writes: the pause's start, or the ended pause added to the kept ones. */
export function pauseWrite(
  m: PauseFacts,
  paused: boolean,
  at: number,
): Pick<MonitorDoc, 'paused' | 'paused_at' | 'pauses'> {
  if (paused) return { paused: true, paused_at: new Date(at) };
  const ended: PauseSpan = { from: currentPauseStart(m), to: new Date(at) };
  const kept = [...(m.pauses ?? []), ended].filter((p) => p.to.getTime() > at - KEEP_MS).slice(-KEEP_COUNT);
  return { paused: false, paused_at: null, pauses: kept };
}

/** A monitor paused before pauses were recorded counts as paused since its last change. */
function currentPauseStart(m: PauseFacts): Date {
  return m.paused_at ?? m.updated_at;
}
