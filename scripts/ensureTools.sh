#!/usr/bin/env bash
# Installs what the project needs, pinned, into git-ignored folders, and reuses what is already there:
# npm dependencies (package-lock), the Temporal CLI, FerretDB, Mailpit, compose-config and stripe-mock (built with Go into .tools/bin).
# TEMPORAL_ADDRESS / a `temporal` on PATH, and MONGODB_URI / a `mongod` on PATH, make the builds unnecessary.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TEMPORAL_CLI_VERSION=v1.5.1
FERRETDB_VERSION=v1.24.2
MAILPIT_VERSION=v1.27.11
STRIPE_MOCK_VERSION=v0.203.0
TOOLS="$ROOT/.tools"
BIN="$TOOLS/bin"
mkdir -p "$BIN"
say() { echo "[tools] $*" >&2; }

# `npm install` honours package-lock.json exactly. Not `npm ci`: npm 11 writes lock files without the other
# platforms' optional binaries (@swc/core-darwin-*, ...) and `npm ci` then rejects its own lock file.
ensure_node_modules() {
  local stamp="$ROOT/node_modules/.package-lock.json"
  if [ -f "$stamp" ] && [ ! "$ROOT/package-lock.json" -nt "$stamp" ]; then return; fi
  say "installing npm dependencies (pinned by package-lock.json)..."
  (cd "$ROOT" && npm install --no-audit --no-fund --loglevel=error)
}

need_go() {
  if command -v go >/dev/null 2>&1; then return; fi
  say "Go is required to build $1 ($2). Install Go >= 1.24.3 (https://go.dev/dl), or set $3 to a running server."
  exit 1
}

go_env() {
  export GOPATH="$TOOLS/gopath" GOFLAGS=-buildvcs=false GOTOOLCHAIN=local
}

ensure_temporal() {
  if [ -n "${TEMPORAL_ADDRESS:-}" ] || command -v temporal >/dev/null 2>&1; then return; fi
  if [ "$(cat "$BIN/temporal.version" 2>/dev/null)" = "$TEMPORAL_CLI_VERSION" ] && [ -x "$BIN/temporal" ]; then return; fi
  need_go "the Temporal CLI" "$TEMPORAL_CLI_VERSION" TEMPORAL_ADDRESS
  say "building the Temporal CLI $TEMPORAL_CLI_VERSION with Go (first time only, a few minutes)..."
  go_env
  GOBIN="$BIN" go install "github.com/temporalio/cli/cmd/temporal@$TEMPORAL_CLI_VERSION"
  echo "$TEMPORAL_CLI_VERSION" > "$BIN/temporal.version"
}

# FerretDB's module has no generated build/version/version.txt, and the proxy refuses its version list, so
# `go install ...@version` fails: build from a copy of the exact module version with that file written.
ensure_ferretdb() {
  if [ -n "${MONGODB_URI:-}" ] || command -v mongod >/dev/null 2>&1; then return; fi
  if [ "$(cat "$BIN/ferretdb.version" 2>/dev/null)" = "$FERRETDB_VERSION" ] && [ -x "$BIN/ferretdb" ]; then return; fi
  need_go "FerretDB" "$FERRETDB_VERSION" MONGODB_URI
  say "building FerretDB $FERRETDB_VERSION with Go (first time only, about a minute)..."
  go_env
  local work="$TOOLS/ferretdb-build"
  rm -rf "$work" && mkdir -p "$work"
  (
    cd "$work"
    go mod init ferretdb-build >/dev/null 2>&1
    go mod download -x "github.com/FerretDB/FerretDB@$FERRETDB_VERSION" 2>/dev/null
    local src
    src="$(go list -m -f '{{.Dir}}' "github.com/FerretDB/FerretDB@$FERRETDB_VERSION")"
    cp -r "$src" ./src && chmod -R u+w ./src
    echo "$FERRETDB_VERSION" > ./src/build/version/version.txt
    go mod edit -require="github.com/FerretDB/FerretDB@$FERRETDB_VERSION" -replace=github.com/FerretDB/FerretDB=./src
    printf '//go:build tools\npackage tools\nimport _ "github.com/FerretDB/FerretDB/cmd/ferretdb"\n' > tools.go
    go mod tidy >/dev/null
    go build -o "$BIN/ferretdb" github.com/FerretDB/FerretDB/cmd/ferretdb
  )
  rm -rf "$work"
  echo "$FERRETDB_VERSION" > "$BIN/ferretdb.version"
}

# Mailpit (the development stack's SMTP server, with a web UI and an HTTP API). Its Go module holds the UI's source
# but not the built bundle (server/ui/dist, made by npm at release time): `go install ...@version` compiles, but its
# web UI page then loads nothing. So build from a copy of the exact module version: the bundle with npm from the
# module's own package-lock.json, then the binary with Go. Without the bundle (npm failed) the SMTP server and the
# HTTP API still work; one line says so.
ensure_mailpit() {
  if [ "$(cat "$BIN/mailpit.version" 2>/dev/null)" = "$MAILPIT_VERSION" ] && [ -x "$BIN/mailpit" ]; then return; fi
  need_go "Mailpit" "$MAILPIT_VERSION" SMTP_URL
  say "building Mailpit $MAILPIT_VERSION with npm and Go (first time only, a few minutes)..."
  go_env
  local work="$TOOLS/mailpit-build"
  rm -rf "$work" && mkdir -p "$work"
  (
    cd "$work"
    go mod download "github.com/axllent/mailpit@$MAILPIT_VERSION"
    cp -r "$(go mod download -json "github.com/axllent/mailpit@$MAILPIT_VERSION" | sed -n 's/^\t"Dir": "\(.*\)",$/\1/p')" ./src
    chmod -R u+w ./src
    cd ./src
    if ! { npm ci --no-audit --no-fund --loglevel=error >/dev/null && npm run --silent package >/dev/null 2>&1; }; then
      say "Mailpit's web UI bundle could not be built with npm: its SMTP server and HTTP API work, its web page is blank"
    fi
    CGO_ENABLED=0 go build -ldflags "-s -w -X github.com/axllent/mailpit/config.Version=$MAILPIT_VERSION" -o "$BIN/mailpit" .
  )
  rm -rf "$work"
  echo "$MAILPIT_VERSION" > "$BIN/mailpit.version"
}

# compose-config (scripts/compose-config/main.go): loads docker-compose.yml with the Compose Specification's own
# loader and prints it as JSON, for the test that checks the production-like stack (Docker's CLI is not needed).
# compose-go's version is pinned by the program's go.mod and go.sum; the stamp holds it and a hash of the three
# files, so a change to any of them rebuilds the binary.
ensure_compose_config() {
  local src="$ROOT/scripts/compose-config" version stamp
  version="$(sed -n 's|^require github.com/compose-spec/compose-go/v2 \(v[0-9.]*\)$|\1|p' "$src/go.mod")"
  stamp="$version $(cat "$src/main.go" "$src/go.mod" "$src/go.sum" | sha256sum | cut -c1-16)"
  if [ "$(cat "$BIN/compose-config.version" 2>/dev/null)" = "$stamp" ] && [ -x "$BIN/compose-config" ]; then return; fi
  if ! command -v go >/dev/null 2>&1; then
    say "Go is required to build compose-config (compose-go $version), which the compose file test uses. Install Go >= 1.24.3."
    exit 1
  fi
  say "building compose-config (compose-go $version) with Go (first time only, under a minute)..."
  go_env
  (cd "$src" && go build -o "$BIN/compose-config" .)
  echo "$stamp" > "$BIN/compose-config.version"
}

# stripe-mock: Stripe's own API double (an HTTP server answering every API call from Stripe's OpenAPI document),
# which the billing tests start Checkout and Customer Portal sessions against.
ensure_stripe_mock() {
  if [ "$(cat "$BIN/stripe-mock.version" 2>/dev/null)" = "$STRIPE_MOCK_VERSION" ] && [ -x "$BIN/stripe-mock" ]; then return; fi
  if ! command -v go >/dev/null 2>&1; then
    say "Go is required to build stripe-mock $STRIPE_MOCK_VERSION, which the billing tests use. Install Go >= 1.24.3."
    exit 1
  fi
  say "building stripe-mock $STRIPE_MOCK_VERSION with Go (first time only, under a minute)..."
  go_env
  GOBIN="$BIN" go install "github.com/stripe/stripe-mock@$STRIPE_MOCK_VERSION"
  echo "$STRIPE_MOCK_VERSION" > "$BIN/stripe-mock.version"
}

# ping monitors use the system `ping` (iputils-ping; it carries cap_net_raw, so the prober needs no root).
# Installed only when missing and apt-get can run as root; otherwise ping checks report `ping_unavailable`.
install_ping() {
  DEBIAN_FRONTEND=noninteractive timeout 300 apt-get install -y -qq --no-install-recommends iputils-ping >/dev/null 2>&1
}

ensure_ping() {
  if command -v ping >/dev/null 2>&1 || [ -n "${PING_COMMAND:-}" ]; then return; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    say "installing iputils-ping for ping monitors..."
    # A fresh machine has no package lists yet: when the install fails, fetch them once and try again.
    if install_ping || { timeout 300 apt-get update -qq >/dev/null 2>&1 && install_ping; }; then return; fi
  fi
  say "ping is not installed: ping monitors will report ping_unavailable (install iputils-ping to enable them)"
}

# The dashboard's browser tests drive Debian's chromium through playwright-core (never a downloaded browser build).
# Installed only when missing and apt-get can run as root; otherwise those tests are skipped, saying why.
install_chromium() {
  DEBIAN_FRONTEND=noninteractive timeout 900 apt-get install -y -qq chromium >/dev/null 2>&1
}

ensure_chromium() {
  if [ -x /usr/bin/chromium ]; then return; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    say "installing chromium for the dashboard's browser tests (first time only)..."
    if install_chromium || { timeout 300 apt-get update -qq >/dev/null 2>&1 && install_chromium; }; then return; fi
  fi
  say "chromium is not installed at /usr/bin/chromium (needs root and apt-get): the dashboard's browser tests will be skipped"
}

# The metrics test checks `GET /metrics` with `promtool check metrics`, from Debian's prometheus package (its server
# is not used). Installed only when missing and apt-get can run as root; otherwise that one check is skipped.
install_promtool() {
  DEBIAN_FRONTEND=noninteractive timeout 600 apt-get install -y -qq --no-install-recommends prometheus >/dev/null 2>&1
}

ensure_promtool() {
  if command -v promtool >/dev/null 2>&1; then return; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    say "installing promtool (Debian's prometheus package) for the metrics test (first time only)..."
    if install_promtool || { timeout 300 apt-get update -qq >/dev/null 2>&1 && install_promtool; }; then return; fi
  fi
  say "promtool is not installed (needs root and apt-get): the metrics test's promtool check will be skipped"
}

# FerretDB stores its data in PostgreSQL where Debian's server is installed (SQLite otherwise: slower, and slower
# still as data grows). Installed only when missing, FerretDB is in use and apt-get can run as root.
install_postgresql() {
  # Only the server binaries are wanted (scripts/devPostgres.ts runs a cluster of its own on a free loopback port):
  # keep Debian's package from creating and starting a `main` cluster on 5432 beside it.
  if [ ! -e /etc/postgresql-common/createcluster.conf ]; then
    mkdir -p /etc/postgresql-common && echo "create_main_cluster = false" >/etc/postgresql-common/createcluster.conf
  fi
  # UCF_FORCE_CONFFOLD: the package setup keeps that file as written rather than asking.
  DEBIAN_FRONTEND=noninteractive UCF_FORCE_CONFFOLD=1 timeout 600 apt-get install -y -qq --no-install-recommends \
    postgresql >/dev/null 2>&1
}

ensure_postgresql() {
  if [ -n "${MONGODB_URI:-}" ] || command -v mongod >/dev/null 2>&1 || [ "${DEV_MONGO_BACKEND:-}" = "sqlite" ]; then return; fi
  if ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || command -v postgres >/dev/null 2>&1; then return; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    say "installing PostgreSQL for the MongoDB-wire server's storage (first time only)..."
    if install_postgresql || { timeout 300 apt-get update -qq >/dev/null 2>&1 && install_postgresql; }; then return; fi
  fi
  say "PostgreSQL is not installed (needs root and apt-get): FerretDB stores its data in SQLite instead (slower)"
}

ensure_node_modules
ensure_postgresql
ensure_ping
ensure_chromium
ensure_promtool
ensure_temporal
ensure_ferretdb
ensure_mailpit
ensure_compose_config
ensure_stripe_mock
