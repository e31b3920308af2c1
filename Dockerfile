# syntax=docker/dockerfile:1
# The site as one container: `docker build -t best-home-gym .` then
# `docker run -p 3000:3000 best-home-gym`. compose.yaml runs two behind a reverse proxy.

# --- build: all dependencies, then the production build in dist/ ---------------------------
# better-sqlite3 (the embedded offers store) compiles from source: python3, make and g++ are
# here, in the build stages only; the slim runtime gets the compiled node_modules.
FROM node:20-bookworm-slim AS build
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The content is checked before the build, so a broken page fails the image, not the rollout.
RUN npm run check && npm run build

# --- runtime dependencies only, native ones compiled here -------------------------------------
FROM node:20-bookworm-slim AS deps
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# --- runtime: the build (the server compiled to dist/node), content, schemas, production
# dependencies; no TypeScript source and no compiler; runs as the unprivileged user ---------
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
# The embedded offers store (store.sqlite) when DATABASE_URL is not set: mount a volume here to keep it.
RUN mkdir -p /app/data && chown node:node /app/data
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --chown=node:node package.json ./
COPY --chown=node:node api/catalogue ./api/catalogue
COPY --chown=node:node schemas ./schemas
COPY --chown=node:node pages-config ./pages-config
USER node
EXPOSE 3000
# /api/health answers 200 when the content is loaded and 503 once the instance is stopping.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM starts the graceful shutdown (deadline SHUTDOWN_TIMEOUT_MS, 10 s by default).
STOPSIGNAL SIGTERM
# node directly, not npm, so SIGTERM reaches the server and its graceful shutdown runs to the end.
CMD ["node", "dist/node/server.js"]
