#!/usr/bin/env bash
# The test command (`npm test`): installs what is missing, type-checks, lints workflow imports, runs jest.
# Integration tests start their own throwaway Temporal and MongoDB-wire servers (test/support/globalSetup.ts).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/ensureTools.sh
echo "[test] type-checking..." >&2
npx tsc --noEmit -p tsconfig.json
npx tsx scripts/lintWorkflows.ts
results=.tools/jest-results.json
rc=0
npx jest --json --outputFile="$results" "$@" || rc=$?
# One closing line any CI can read.
node -e '
  const r = require(require("node:path").resolve(process.argv[1]));
  console.log(`tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests} skipped`);
' "$results" || true
exit $rc
