#!/usr/bin/env bash
# The deployment test (README, "Deploy"): nginx with deploy/nginx/tc-app.conf and a self-signed certificate
# in front of two app instances on one fresh PostgreSQL database (TEST_DATABASE_URL) and Redis
# (TEST_REDIS_URL), driven by a browser over https (deploy/test/deploy.spec.ts). Installs nothing: it needs
# nginx and openssl (Debian's packages), Chromium at /usr/bin/chromium and the web app built (`npm run build`).
# Ports: 8443 (https), 8080 (http), 3451 and 3452 (the instances).
set -euo pipefail
cd "$(dirname "$0")/../.."

missing=""
command -v nginx >/dev/null || missing="$missing nginx"
command -v openssl >/dev/null || missing="$missing openssl"
[ -x /usr/bin/chromium ] || missing="$missing chromium"
if [ -n "$missing" ]; then
  echo "deploy test: missing$missing (apt-get install$missing)" >&2
  exit 1
fi
if [ -z "${TEST_DATABASE_URL:-}" ] || [ -z "${TEST_REDIS_URL:-}" ]; then
  echo "deploy test: TEST_DATABASE_URL and TEST_REDIS_URL must be set" >&2
  exit 1
fi
[ -f apps/web/dist/index.html ] || { echo "deploy test: the web app is not built: npm run build" >&2; exit 1; }

DEPLOY_TEST_DIR=$(mktemp -d /tmp/tc-deploy-XXXXXX)
export DEPLOY_TEST_DIR
# Playwright's teardown stops what the run started; should Playwright itself die, this does, by the pids
# the run wrote down (SIGTERM first: a killed nginx master would leave its worker serving), and drops the
# database.
cleanup() {
  status=$?
  if [ -d "$DEPLOY_TEST_DIR/pids" ]; then
    pids=""
    for file in "$DEPLOY_TEST_DIR"/pids/*.pid; do [ -f "$file" ] && pids="$pids $(cat "$file")"; done
    for pid in $pids; do kill -TERM "$pid" 2>/dev/null || true; done
    for _ in $(seq 50); do
      alive=""
      for pid in $pids; do kill -0 "$pid" 2>/dev/null && alive=1; done
      [ -z "$alive" ] && break
      sleep 0.2
    done
    for pid in $pids; do kill -KILL "$pid" 2>/dev/null || true; done
  fi
  if [ -f "$DEPLOY_TEST_DIR/database" ]; then
    node -e "const pg = require('pg'); const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      c.connect().then(() => c.query('drop database if exists ' + process.argv[1] + ' with (force)')).finally(() => c.end());" \
      "$(cat "$DEPLOY_TEST_DIR/database")" || true
  fi
  if [ "$status" -ne 0 ]; then
    for log in "$DEPLOY_TEST_DIR"/app-*.log "$DEPLOY_TEST_DIR"/nginx-error.log; do
      [ -s "$log" ] && { echo "== $log"; grep -v 'connect() failed' "$log" | tail -n 40; }
    done
  fi
  rm -rf "$DEPLOY_TEST_DIR"
  exit "$status"
}
trap cleanup EXIT

# Stopped from outside (a CI timeout, Ctrl-C): Playwright is told, and its teardown runs before the clean-up.
# Not through npx, which exits on SIGTERM without waiting for Playwright.
node_modules/.bin/playwright test -c deploy/test/playwright.config.ts "$@" &
runner=$!
trap 'kill -TERM "$runner" 2>/dev/null || true' TERM INT
set +e
wait "$runner"
status=$?
# A signal ends the first wait early: wait for Playwright itself.
while kill -0 "$runner" 2>/dev/null; do
  wait "$runner"
  status=$?
done
set -e
exit "$status"
