#!/usr/bin/env bash
# The test command (`npm test`): installs what is missing, type-checks, lints (ESLint, Prettier, workflow imports),
# runs the Python and Go receiver libraries' tests (each skipped with one line when its toolchain is missing), installs
# the Python SDK's pinned virtualenv and type-checks the SDK (mypy --strict), then jest.
# Integration tests start their own throwaway Temporal and MongoDB-wire servers (test/support/globalSetup.ts).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/ensureTools.sh
echo "[test] type-checking..." >&2
npx tsc --noEmit -p tsconfig.json
echo "[test] linting (ESLint, Prettier, workflow imports)..." >&2
npm run --silent lint
results=.tools/jest-results.json
pytest_results=.tools/pytest-results.xml
go_results=.tools/go-test-results.json
rm -f "$pytest_results" "$go_results"
rc=0

if command -v python3 >/dev/null 2>&1 && python3 -c 'import pytest' >/dev/null 2>&1; then
  echo "[test] packages/verify-py (pytest)..." >&2
  (cd packages/verify-py && PYTHONDONTWRITEBYTECODE=1 python3 -m pytest -q -p no:cacheprovider --junitxml="../../$pytest_results") || rc=1
else
  echo "[test] SKIPPED packages/verify-py: python3 with pytest is not installed" >&2
fi

if command -v go >/dev/null 2>&1; then
  echo "[test] packages/verify-go (go test)..." >&2
  if ! (cd packages/verify-go && GOTOOLCHAIN=local GOPROXY=off GOFLAGS=-buildvcs=false go test -count=1 -json ./... >"../../$go_results"); then
    rc=1 # the JSON report is for the summary; show the failures as go test prints them
    node -e 'for (const l of require("node:fs").readFileSync(process.argv[1], "utf8").split("\n")) if (l.startsWith("{")) process.stdout.write(JSON.parse(l).Output ?? "")' "$go_results" | grep -v -e '^=== RUN' -e '^--- PASS' -e '^    --- PASS' >&2 || true
  fi
else
  echo "[test] SKIPPED packages/verify-go: go is not installed" >&2
fi

# The Python SDK's virtualenv (its generator for the SDK check, its Python for the walk-through), then mypy --strict.
bash scripts/sdkPython.sh check || rc=1

npx jest --json --outputFile="$results" "$@" || rc=$?
# One closing line any CI can read, counting jest and the Python and Go library tests together.
node scripts/testSummary.js "$results" "$pytest_results" "$go_results" || rc=1
exit $rc
