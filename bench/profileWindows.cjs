/**
 * Preloaded (`--require`) into a bench process to profile it window by window: with `BENCH_PROFILE_DIR` set, V8's
 * sampling profiler runs from the start, and each SIGUSR2 writes what it sampled since the previous one to
 * `<dir>/window-<pid>-<n>.cpuprofile` and samples on. `--cpu-prof` writes one profile at exit only, and a process
 * stopped with work in flight (an API flushing an hour of rollups) is killed before it exits: no profile at all.
 */
'use strict';
const proc = globalThis.process;
const dir = proc.env.BENCH_PROFILE_DIR;
if (dir) {
  const { Session } = proc.getBuiltinModule('node:inspector');
  const { mkdirSync, writeFileSync } = proc.getBuiltinModule('node:fs');
  const { join } = proc.getBuiltinModule('node:path');
  mkdirSync(dir, { recursive: true });
  const session = new Session();
  session.connect();
  let windows = 0;
  session.post('Profiler.enable', () => session.post('Profiler.start'));
  proc.on('SIGUSR2', () => {
    session.post('Profiler.stop', (err, result) => {
      if (!err) writeFileSync(join(dir, `window-${proc.pid}-${++windows}.cpuprofile`), JSON.stringify(result.profile));
      session.post('Profiler.start');
    });
  });
}
