#!/usr/bin/env bash
# npm run bench [-- --quick | --parts delivery,direct,api,profile | --events N ...]: see bench/README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensureTools.sh
exec node --import tsx bench/main.ts "$@"
