#!/usr/bin/env bash
# Smoke test of `npm start` on an empty data folder: health answers, a page renders, and Ctrl-C
# (SIGINT to the process group) leaves no PostgreSQL running.
set -euo pipefail
cd "$(dirname "$0")/.."

data_dir=$(mktemp -d /tmp/rally-smoke-XXXXXX)
chmod 755 "$data_dir"
port=${SMOKE_PORT:-3311}
log=$(mktemp)

DATA_DIR="$data_dir" PORT="$port" setsid npm start >"$log" 2>&1 &
pid=$!
cleanup() { kill -INT -- -"$pid" 2>/dev/null || true; rm -rf "$data_dir" "$log"; }
trap cleanup EXIT

ok=""
for _ in $(seq 1 180); do
  if curl -fsS "http://localhost:$port/healthz" >/dev/null 2>&1; then ok=1; break; fi
  sleep 1
done
if [ -z "$ok" ]; then echo "smoke: the server did not become healthy"; cat "$log"; exit 1; fi
# Each body is read whole before it is searched: `curl | grep -q` fails under pipefail whenever grep
# finds its match and exits while curl is still writing (curl's error 23), which a busy machine makes likely.
health=$(curl -fsS "http://localhost:$port/healthz") || { echo "smoke: health did not answer"; exit 1; }
grep -q '"status":"ok"' <<<"$health" || { echo "smoke: health is not ok"; exit 1; }
# The login page arrives rendered by the server: its heading is in the first HTML.
login=$(curl -fsS "http://localhost:$port/login") || { echo "smoke: the login page did not answer"; exit 1; }
grep -q '<div id="root"[^>]*>.*>Sign in</h' <<<"$login" || { echo "smoke: the login page did not render"; exit 1; }
grep -q "player.austin1@rally.test" "$log" || { echo "smoke: demo accounts were not printed"; cat "$log"; exit 1; }

kill -INT -- -"$pid"
for _ in $(seq 1 30); do kill -0 "$pid" 2>/dev/null || break; sleep 1; done
if pgrep -f "postgres -D $data_dir" >/dev/null; then echo "smoke: PostgreSQL still running after Ctrl-C"; exit 1; fi
echo "smoke: npm start served health and a page, and Ctrl-C stopped PostgreSQL"
