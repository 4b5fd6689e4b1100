# syntax=docker/dockerfile:1
# One image, two commands: `api` (HTTP + the built web app) and `worker` (projections, deadlines,
# scheduled jobs). Migrations: `docker compose run --rm migrate` (= `api migrate`). See docs/operations.md.

# ---- build: every dependency, then the Nest CLI webpack bundles and the web app ----
FROM node:20-slim AS build
WORKDIR /src
ENV CI=true
# The lockfile is written and checked with npm 11 (README); node:20 images ship npm 10.
RUN npm install -g npm@11 --no-audit --no-fund
COPY . .
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
RUN npm run build
# Only the manifests go on to the runtime stage: npm ci needs every workspace's package.json.
RUN set -eu; for f in package.json package-lock.json libs/*/package.json services/*/package.json web/package.json; do \
      mkdir -p "/manifests/$(dirname "$f")"; cp "$f" "/manifests/$f"; \
    done

# ---- runtime: production dependencies of the bundles only, no sources, no compilers ----
FROM node:20-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    WEB_DIST=/app/web/dist \
    NODE_OPTIONS=--enable-source-maps \
    NODE_PATH=/app/services/api/node_modules \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=16777216 \
    MALLOC_TRIM_THRESHOLD_=131072
# MALLOC_*: as infra/docker/api-malloc.env says, and why (a test keeps the two equal): a photo decode's
# large blocks go back to the system, the rest is reused (docs/uploads.md, bench:uploads).
# NODE_PATH: webpack-node-externals only lists the root node_modules, so a package npm nested under
# services/api/node_modules (a version differing from the root one, e.g. @fastify/static) is bundled
# while its own dependencies (glob) stay require()s that must resolve from dist/: this is where they live.
WORKDIR /app
# The workspaces' manifests are all npm ci needs; libs are bundled into dist, so only the runtime
# dependencies of the api, the worker and the event store adapters are installed (not the web app's).
COPY --from=build /manifests/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund \
      --workspace @slabworks/api --workspace @slabworks/worker --workspace @slabworks/event-store
COPY --from=build /src/dist ./dist
COPY --from=build /src/web/dist ./web/dist
COPY infra/docker/entrypoint.sh /usr/local/bin/slabworks
RUN chmod 0755 /usr/local/bin/slabworks
# node:20-slim ships an unprivileged "node" user (uid 1000); the app files stay root-owned, read-only to it.
USER node
EXPOSE 3000
# /api/health is 200 only when PostgreSQL, Redis, the event store and a fresh worker heartbeat answer.
# The worker has no HTTP port: compose turns this check off for it (its heartbeat shows in /api/health).
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["slabworks"]
CMD ["api"]
