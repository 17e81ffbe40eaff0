/** Bundles workflows/ once per test run; test workers load the file instead of bundling again. */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { bundleWorkflowCode } from '@temporalio/worker';

export async function prebuildWorkflowBundle(outFile: string): Promise<string> {
  const { code } = await bundleWorkflowCode({
    workflowsPath: resolve(__dirname, '../../workflows/index.ts'),
    logger: { trace() {}, debug() {}, info() {}, warn() {}, error: (m: string) => process.stderr.write(`${m}\n`), log() {} } as never,
  });
  writeFileSync(outFile, code);
  return outFile;
}
