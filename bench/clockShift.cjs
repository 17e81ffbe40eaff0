/**
 * Preloaded (`--require`) into a bench process whose clock must run ahead: `Date.now()` returns the real time plus
 * `BENCH_CLOCK_SHIFT_MS`, so the background part can bring an hour's close forward instead of waiting for it. Only
 * `Date.now()` moves (the service reads its clock through it), which is all the rollups' close looks at.
 */
'use strict';
const shift = Number(globalThis.process.env.BENCH_CLOCK_SHIFT_MS || 0);
if (shift) {
  const realNow = Date.now.bind(Date);
  Date.now = () => realNow() + shift;
}
