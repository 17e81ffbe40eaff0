import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const state = globalThis.__testServices;
  if (!state) return;
  await Promise.all(state.services.map((s) => s.stop()));
  rmSync(state.dir, { recursive: true, force: true });
}
