/**
 * Bundles workflows/ once into a file that workers load (WORKFLOW_BUNDLE_PATH) instead of bundling at each start:
 * the test suite and `npm start` do it once, so a restarted worker is up in a second or two.
 */
import { writeFileSync } from 'node:fs';
import { bundleWorkflowCode } from '@temporalio/worker';

export async function prebuildWorkflowBundle(outFile: string): Promise<string> {
  const { code } = await bundleWorkflowCode({
    workflowsPath: require.resolve('../workflows'),
    logger: {
      trace() {},
      debug() {},
      info() {},
      warn() {},
      error: (m: string) => process.stderr.write(`${m}\n`),
      log() {},
    } as never,
  });
  writeFileSync(outFile, code);
  return outFile;
}
