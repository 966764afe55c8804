#!/usr/bin/env bash
# Issue 33, item 5: how long a newcomer waits from a fresh clone to a healthy demo shop, with
# the README's two set-up steps, on empty caches (npm's, so npx fetches pnpm; pnpm's store, so
# every package and the pinned Node come from the registry). Prints the split: install, then
# the demo command to its first 200 from /healthz, with turbo's build time and the server's
# own start time read from its output.
#
#   scripts/demo-from-clone.sh [repository, default: this one] [port, default: 3999]
#
# It clones HEAD of the repository into a temporary directory and deletes it afterwards; the
# shop it starts is stopped by its process group.
set -euo pipefail

source_repo="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
port="${2:-3999}"
work="$(mktemp -d)"
demo_pid=""
cleanup() {
  if [ -n "$demo_pid" ]; then kill -- "-$demo_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

now() { date +%s.%N; }
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

echo "Load average before: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) cores"
git clone -q "$source_repo" "$work/cairn"
cd "$work/cairn"
export npm_config_cache="$work/npm-cache"
export TURBO_TELEMETRY_DISABLED=1

start=$(now)
npx -y pnpm@10.34.9 install --frozen-lockfile --store-dir "$work/pnpm-store" >"$work/install.log" 2>&1 ||
  { tail -20 "$work/install.log"; exit 1; }
installed=$(now)

# The demo in its own process group, so the shop it starts stops with it.
set -m
PORT="$port" npx -y pnpm@10.34.9 demo >"$work/demo.log" 2>&1 &
demo_pid=$!
set +m
until curl -sf "http://localhost:$port/healthz" >/dev/null 2>&1; do
  if ! kill -0 "$demo_pid" 2>/dev/null; then tail -30 "$work/demo.log"; exit 1; fi
  if [ "$(seconds "$installed" "$(now)" | cut -d. -f1)" -gt 300 ]; then
    echo "No healthy shop after 300 s"; tail -30 "$work/demo.log"; exit 1
  fi
  sleep 0.2
done
healthy=$(now)

build=$(grep -m1 -oE 'Time: +[0-9.]+m?s' "$work/demo.log" | awk '{ print $2 }')
ready=$(grep -m1 -oE 'ready in [0-9.]+s' "$work/demo.log" | awk '{ print $3 }')
echo "install (empty npm cache and pnpm store):  $(seconds "$start" "$installed") s"
echo "demo command to /healthz 200:              $(seconds "$installed" "$healthy") s (turbo build ${build:-?}, server ready in ${ready:-?})"
echo "fresh clone to a healthy shop:             $(seconds "$start" "$healthy") s"
echo "Load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
