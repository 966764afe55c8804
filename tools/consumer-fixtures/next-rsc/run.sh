#!/usr/bin/env bash
# Packs @cairn/ui, @cairn/content-blocks and @cairn/guide-filter, installs the tarballs with npm
# into a fresh Next.js 15 App Router app (this folder's app/), builds it, and prints the
# first-load JS of a story of static blocks and of a whole guide beside Next's shared floor.
# Usage: tools/consumer-fixtures/next-rsc/run.sh [work dir]  (packages built first: pnpm build)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../../.." && pwd)
work=${1:-$(mktemp -d /tmp/cairn-next-rsc-XXXXXX)}
mkdir -p "$work/tarballs" "$work/content"
for package in ui content-blocks guide-filter; do
  (cd "$repo/packages/$package" && npx -y pnpm@10.34.9 pack --pack-destination "$work/tarballs" >/dev/null)
done
cp -r "$here/app" "$here/next.config.mjs" "$work/"
cp "$repo/apps/api/content/stories/guides/how-to-reproof-a-waterproof-jacket.json" "$work/content/guide.json"
cd "$work"
[ -f package.json ] || echo '{ "name": "cairn-next-rsc", "private": true }' > package.json
npm install --no-audit --no-fund --loglevel=error next@15 react@19 react-dom@19 ./tarballs/*.tgz
NEXT_TELEMETRY_DISABLED=1 npx next build | tee build.log
node "$here/first-load.mjs" build.log
