# A small production image of the site (Next `output: 'standalone'`), for compose.yaml or any container
# platform. Not built on CI. Build: docker build -t kaimono-site .
#
# syntax=docker/dockerfile:1
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
WORKDIR /app
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone
# Public settings baked into the build (see README, "Configuration").
ARG SITE_ORIGIN=https://localhost
ARG I18N_STRATEGY=prefix_except_default
ARG I18N_REDIRECT_ON=root
ARG GTM_ID=
ENV SITE_ORIGIN=$SITE_ORIGIN I18N_STRATEGY=$I18N_STRATEGY I18N_REDIRECT_ON=$I18N_REDIRECT_ON GTM_ID=$GTM_ID
# The build prerenders pages from a throw-away SQLite database with the seed content. The running
# instances never serve those pages: their shared cache (Redis) starts empty and each page is rendered
# from PostgreSQL on first request (docs/decisions.md D2).
RUN PAYLOAD_SECRET=build-only-secret-0123456789 DATABASE_URL=file:/tmp/build.db MEDIA_DIR=/tmp/build-media \
    sh -c 'npx tsx scripts/migrate.ts && npx tsx scripts/seed.ts && npx next build'

# Migrations and the seed run from the full source tree (compose.yaml's "migrate" service uses this stage).
FROM build AS migrate
CMD ["sh", "-c", "npx tsx scripts/migrate.ts && npx tsx scripts/seed.ts"]

FROM node:22-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
# The shared-cache handler is loaded at run time by path; its packages are in the standalone node_modules
# only when traced, so they are copied explicitly.
COPY --from=build --chown=node:node /app/deploy/cache-handler.mjs ./deploy/cache-handler.mjs
# It stores each page's script hashes (Content-Security-Policy) through these two modules.
COPY --from=build --chown=node:node /app/src/lib/http/csp-cache-handler.mjs /app/src/lib/http/csp-hashes.mjs ./src/lib/http/
COPY --from=build --chown=node:node /app/node_modules/@fortedigital ./node_modules/@fortedigital
COPY --from=build --chown=node:node /app/node_modules/@redis ./node_modules/@redis
COPY --from=build --chown=node:node /app/node_modules/lru-cache ./node_modules/lru-cache
COPY --from=build --chown=node:node /app/node_modules/cluster-key-slot ./node_modules/cluster-key-slot
RUN mkdir -p /data/media /data/cache && chown -R node:node /data
USER node
EXPOSE 3000
CMD ["node", "server.js"]
