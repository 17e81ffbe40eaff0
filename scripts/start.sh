#!/usr/bin/env bash
# The start command (`npm start`): installs what is missing, then runs the development stack in the foreground.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/ensureTools.sh
exec node --import tsx scripts/start.ts
