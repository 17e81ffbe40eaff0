#!/usr/bin/env bash
# The Python SDK's tools, pinned, in a virtualenv under .tools/sdk-py-venv: openapi-python-client (the generator
# `npm run sdk:generate` runs), the SDK's runtime dependencies, and mypy.
#   install  creates or updates the virtualenv (reused while the pins are unchanged)
#   check    install, then `mypy --strict` over packages/sdk-py (the test walk-through runs from jest)
# Without python3 >= 3.11 and its venv module, says SKIPPED on one line and exits 0.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.tools/sdk-py-venv"
PINS="openapi-python-client==0.29.1 ruff==0.17.6 httpx==0.28.1 attrs==26.1.0 mypy==2.4.1"

if ! command -v python3 >/dev/null 2>&1 ||
  ! python3 -c 'import sys, venv, ensurepip; sys.exit(sys.version_info < (3, 11))' >/dev/null 2>&1; then
  echo "[sdk-py] SKIPPED packages/sdk-py: python3 >= 3.11 with venv is not installed" >&2
  exit 0
fi

install() {
  if [ "$(cat "$VENV/pins" 2>/dev/null)" = "$PINS" ] && [ -x "$VENV/bin/python" ]; then return; fi
  echo "[sdk-py] installing $PINS into .tools/sdk-py-venv..." >&2
  python3 -m venv "$VENV"
  # shellcheck disable=SC2086 # one argument per pin
  "$VENV/bin/pip" install --quiet --disable-pip-version-check $PINS
  echo "$PINS" >"$VENV/pins"
}

case "${1:-check}" in
  install) install ;;
  check)
    install
    echo "[sdk-py] packages/sdk-py (mypy --strict)..." >&2
    (cd "$ROOT/packages/sdk-py" && "$VENV/bin/mypy" --cache-dir "$ROOT/.tools/mypy-cache" src tests)
    ;;
  *)
    echo "usage: $0 install|check" >&2
    exit 2
    ;;
esac
