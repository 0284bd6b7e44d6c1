# Production image: one image for the app (`next start`) and the job worker (`npm run jobs`), built from a clean
# checkout. scripts/image-check.sh performs the same stages without Docker (docs/operating.md › The image).

# 1. Build: every dependency (dev ones too), then `npm run build` (the site, and the job worker bundled into
#    .next/jobs-worker.mjs). Nothing of this stage but .next is kept.
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The build renders nothing from the database (see src/platform/env.ts), so it needs none. Its cache is no use at run time.
RUN npm run build && rm -rf .next/cache

# 2. Production dependencies only, exactly as locked. Next.js' compiler (@next/swc-*, ~100 MB) is for `next build`;
#    `next start` runs without it (scripts/image-check.sh starts the app and worker so).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force && rm -rf node_modules/@next/swc-*

# 3. Runtime: production dependencies, the build output, and the two modules next.config.mjs imports; runs as `node`.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 MEDIA_DIR=/app/media
COPY --from=deps /app/node_modules ./node_modules
COPY package.json package-lock.json next.config.mjs ./
COPY i18n/locales.js ./i18n/
COPY src/platform/security-headers.mjs ./src/platform/
COPY public ./public
# Next.js writes its page and image caches under .next at run time, uploads go to media: both the app's own.
COPY --from=build --chown=node:node /app/.next ./.next
RUN mkdir -p media .next/cache && chown node:node media .next/cache
USER node
EXPOSE 3000
# node itself, not `npm start`: signals (docker stop) reach the server, and no npm process sits beside it.
# The worker service runs the same image with the command in docker-compose.yml.
# With the heap limits of `npm start` (package.json; docs/operating.md › Memory).
CMD ["node", "--max-old-space-size=256", "--max-semi-space-size=16", "node_modules/next/dist/bin/next", "start"]
