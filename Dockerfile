# Forge Lab in production: built with Node, served as static files by nginx.
#   docker build -t forge-lab . && docker run --rm -p 8080:8080 forge-lab
# then open http://localhost:8080.

# Build: typecheck, the production bundle and the prerendered pages, into /app/dist.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Serve: nginx's official image, with the config that routes, caches, compresses and sets the
# Content-Security-Policy (deploy/nginx.conf). Nothing of Node is left in it.
FROM nginx:stable-alpine
COPY deploy/nginx.conf /etc/nginx/nginx.conf
COPY --from=build /app/dist /usr/share/nginx/html
EXPOSE 8080
