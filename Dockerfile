# One image for the API (which also serves the built web app) and the reminder worker.
# Built on a machine with internet: `prisma migrate deploy` works there.
FROM node:20-bookworm-slim AS build
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH
RUN npm install -g pnpm@10
WORKDIR /app
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY e2e/package.json e2e/
COPY prisma prisma
COPY prisma.config.ts ./
COPY scripts scripts
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm exec turbo run build --filter=@pango/api --filter=@pango/web

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 WEB_DIST_DIR=/app/apps/web/dist
WORKDIR /app
COPY --from=build /app /app
EXPOSE 3000
# Uploaded ID documents (UPLOADS_DIR); a named volume takes this folder's owner.
RUN mkdir -p /data/uploads && chown node:node /data/uploads
USER node
# Production needs JWT_SECRET (generated), APP_URL and SMTP_URL; the API names what is missing.
# Migrations run first (our runner keeps Prisma's bookkeeping; `prisma migrate deploy` agrees),
# then `exec` makes node the main process, so SIGTERM reaches it and in-flight requests finish.
CMD ["sh", "-c", "node scripts/db-migrate.mjs && exec node --enable-source-maps apps/api/dist/index.js"]
