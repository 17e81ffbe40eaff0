import { readFileSync } from 'node:fs';
import { VECTORS_PATH, vectorsFileText } from '../../packages/webhook-vectors/generate';

it('the committed webhook signature vectors are what the service signer produces today', () => {
  // On failure: `npx tsx packages/webhook-vectors/generate.ts`, then review the diff.
  expect(readFileSync(VECTORS_PATH, 'utf8')).toBe(vectorsFileText());
});
