# A production image of the site, for compose.yaml or any container platform. Not built on CI.
# Build: docker build -t kaimono-site .
# It runs the site's one server entry (server.mjs: Next's custom server with the request pipeline), from the full
# build tree: Next's standalone output starts Next's own server instead, without the pipeline (docs/deviations.md).
#
# syntax=docker/dockerfile:1
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
WORKDIR /app
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
# Public settings baked into the build (see README, "Configuration").
ARG SITE_ORIGIN=https://localhost
ARG I18N_STRATEGY=prefix_except_default
ARG I18N_REDIRECT_ON=root
ENV SITE_ORIGIN=$SITE_ORIGIN I18N_STRATEGY=$I18N_STRATEGY I18N_REDIRECT_ON=$I18N_REDIRECT_ON
# The build prerenders pages from a throw-away SQLite database with the seed content. The running
# instances never serve those pages: their shared cache (Redis) starts empty and each page is rendered
# from PostgreSQL on first request (docs/decisions.md D2).
RUN PAYLOAD_SECRET=build-only-secret-0123456789 DATABASE_URL=file:/tmp/build.db MEDIA_DIR=/tmp/build-media \
    sh -c 'npx tsx scripts/migrate.ts && npx tsx scripts/seed.ts && npx next build'

# Migrations and the seed run from the full source tree (compose.yaml's "migrate" service uses this stage).
FROM build AS migrate
CMD ["sh", "-c", "npx tsx scripts/migrate.ts && npx tsx scripts/seed.ts"]

FROM build AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
# The build's throw-away database and media are not part of the image's data.
RUN rm -rf /tmp/build.db /tmp/build-media && mkdir -p /data/media /data/cache && chown -R node:node /data /app/.next
USER node
EXPOSE 3000
# FRAMEWORK_PLAIN=1 (or DEVIATION_<NAME>=0) at run time switches deviations off (docs/deviations.md).
CMD ["node", "server.mjs"]
