# syntax=docker/dockerfile:1
# The Cairn shop as one image: the production server (shop, assets and the API in-process).
# Build: docker build -t cairn-shop .   Run: see compose.yaml and docs/deploy.md.

ARG NODE_IMAGE=node:24-bookworm-slim

# 1. Build everything the shop needs, with dev dependencies.
FROM ${NODE_IMAGE} AS build
ENV CI=true TURBO_TELEMETRY_DISABLED=1 COREPACK_ENABLE_DOWNLOAD_PROMPT=0
RUN corepack enable
WORKDIR /repo
# Manifests first, so the install layer is reused while only sources change.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY apps/shop/package.json apps/shop/
COPY apps/api/package.json apps/api/
COPY packages/commerce-client/package.json packages/commerce-client/
COPY packages/content-blocks/package.json packages/content-blocks/
COPY packages/guide-filter/package.json packages/guide-filter/
COPY packages/redirects/package.json packages/redirects/
COPY packages/ui/package.json packages/ui/
COPY tools/demo-data/package.json tools/demo-data/
COPY tools/server-kit/package.json tools/server-kit/
COPY tools/testing/package.json tools/testing/
RUN --mount=type=cache,id=pnpm,target=/root/.local/share/pnpm/store \
    pnpm install --frozen-lockfile
COPY . .
RUN pnpm turbo run build --filter=@cairn/shop...
# The shop with its production dependencies only (workspace packages copied in, built).
RUN --mount=type=cache,id=pnpm,target=/root/.local/share/pnpm/store \
    pnpm --filter=@cairn/shop deploy --prod --legacy /out

# 2. The runtime: no compilers, no dev dependencies, not root.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data LOG_FORMAT=json
WORKDIR /app
COPY --from=build --chown=node:node /out /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
# Liveness: the process answers. Readiness (database, Redis, not shutting down) is /readyz,
# which the load balancer checks.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The exec form makes node PID 1, so the SIGTERM of `docker stop` reaches the server, which
# drains (SHUTDOWN_DELAY, SHUTDOWN_TIMEOUT); compose's stop_grace_period leaves it the time.
CMD ["node", "dist/server/main.js"]
