# The built web app behind nginx: static files with long caching and gzip, /api proxied to the API.
FROM node:20-bookworm-slim AS build
RUN npm install -g pnpm@10
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile && pnpm exec turbo run build --filter=@pango/web

FROM nginx:1.27-alpine
COPY docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/apps/web/dist /usr/share/nginx/html
EXPOSE 8080
