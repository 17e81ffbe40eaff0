/**
 * The layer fences of eslint.config.mjs fail where they should: a bad import planted in a real file of each layer
 * is refused, and the same file without it passes. Runs ESLint's Node API on the project's own configuration.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

jest.setTimeout(180_000);

const ROOT = resolve(__dirname, '../..');

/**
 * ESLint's Node API loads eslint.config.mjs by a dynamic import, which jest's module sandbox does not offer: so it
 * runs in a plain Node child, which lints each file with its line added at the top (the rest of the file as it is)
 * and prints the fence rules' messages per case.
 */
const LINT_CASES = `
import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
const FENCE_RULES = ['no-restricted-imports', '@typescript-eslint/no-restricted-imports'];
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const [file, line] of JSON.parse(readFileSync(0, 'utf8'))) {
  const text = (line ? line + '\\n' : '') + readFileSync(join(process.cwd(), file), 'utf8');
  const [result] = await eslint.lintText(text, { filePath: join(process.cwd(), file) });
  out.push(result.messages.filter((m) => FENCE_RULES.includes(m.ruleId ?? '')).map((m) => m.message));
}
process.stdout.write(JSON.stringify(out));
`;

function fenceMessages(cases: [file: string, line: string][]): string[][] {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', LINT_CASES], {
    cwd: ROOT,
    input: JSON.stringify(cases),
    encoding: 'utf8',
    timeout: 170_000,
  });
  if (run.status !== 0) throw new Error(`eslint run failed: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

const PLANTED: [file: string, bad: string, message: RegExp][] = [
  ['domain/ids.ts', "import { createApp } from '../api/app';", /import nothing from api\//],
  ['domain/monitors/rules.ts', "import { startProber } from '../../prober/prober';", /import nothing from api\//],
  ['workflows/delivery.ts', "import { Channel } from '../domain/models';", /no data models/],
  ['workflows/delivery.ts', "import { readFileSync } from 'node:fs';", /deterministic sandbox/],
  ['activities/logWrites.ts', "import mongoose from 'mongoose';", /only through their deps/],
  ['activities/logWrites.ts', "import { Delivery } from '../domain/models';", /only through the stores/],
  ['api/routes/health.ts', "import { Monitor } from '../../domain/models';", /Only store implementations/],
  ['domain/monitors/rules.ts', "import { Monitor } from '../models';", /Only store implementations/],
];
/** Imports the fences let through. */
const ALLOWED: [file: string, line: string][] = [
  ['activities/logWrites.ts', "import type { DeliveryDoc } from '../domain/models';"],
  ['domain/probing/mongoStores.ts', "import { Monitor as M } from '../models';"],
  ['domain/monitors/rules.ts', "import type { MonitorDoc as M } from '../models';"],
];

let clean: string[][];
let planted: string[][];
let allowed: string[][];

beforeAll(() => {
  const files = [...new Set(PLANTED.map(([file]) => file))];
  const all = fenceMessages([
    ...files.map((file): [string, string] => [file, '']),
    ...PLANTED.map(([file, bad]): [string, string] => [file, bad]),
    ...ALLOWED,
  ]);
  clean = all.slice(0, files.length);
  planted = all.slice(files.length, files.length + PLANTED.length);
  allowed = all.slice(files.length + PLANTED.length);
});

it('passes the files as they are', () => {
  expect(clean).toEqual(clean.map(() => []));
});

it.each(PLANTED.map((c, i) => [...c, i] as const))('refuses in %s: %s', (_file, _bad, message, i) => {
  expect(planted[i]).toHaveLength(1);
  expect(planted[i][0]).toMatch(message);
});

it('lets activities and the domain import data types, and store implementations import the models', () => {
  expect(allowed).toEqual(ALLOWED.map(() => []));
});
