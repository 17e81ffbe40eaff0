#!/usr/bin/env bash
# Property-based checks of the running API against its own OpenAPI document (schemathesis, --checks all).
# Usage: start the API (e.g. `RATE_LIMIT_SCALE=1000 PROBER_REGIONS= npm start`), then
#   bash scripts/schemathesis.sh [extra schemathesis options]
# It signs up a throwaway org through the API and creates a key for the run (or uses UPTIME_API_KEY).
# UPTIME_BASE_URL defaults to http://127.0.0.1:3000. Loopback only: never point it at someone else's server.
# schemathesis is installed, pinned, into .tools/schemathesis (a Python virtual environment) on first use.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VERSION=4.32.5
VENV="$ROOT/.tools/schemathesis"
BASE_URL="${UPTIME_BASE_URL:-http://127.0.0.1:3000}"
if [ "$("$VENV/bin/st" --version 2>/dev/null | grep -o '[0-9][0-9.]*$')" != "$VERSION" ]; then
  echo "[schemathesis] installing schemathesis $VERSION into .tools/schemathesis..." >&2
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet "schemathesis==$VERSION"
fi
cd "$ROOT"
if [ -z "${UPTIME_API_KEY:-}" ]; then
  UPTIME_API_KEY="$(node scripts/throwawayKey.mjs "$BASE_URL")"
fi
exec "$VENV/bin/st" --config-file scripts/schemathesis.toml run "$BASE_URL/api/v1/openapi.json" \
  --checks all -H "Authorization: Bearer $UPTIME_API_KEY" "$@"
