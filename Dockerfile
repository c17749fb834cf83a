# The site in a container: the prerendered pages, the lead API and the SEO tools, served by the
# compiled server as an unprivileged user, with only production dependencies in the final image.
#   docker build -t reachmark-site .
#   docker run --init -p 8080:8080 -v reachmark-data:/app/data reachmark-site
# The leads go to the embedded database under /app/data unless DATABASE_URL names a PostgreSQL
# (compose.yaml runs two of these behind Caddy on one PostgreSQL). Settings: README, "Deploying".
# No Docker runs where this project is developed: tests/deploy/dockerfile.test.ts parses this file
# and rehearses its start and health-check steps without Docker, so the recipe cannot drift.

# Everything installed, the site built and the server compiled to dist-node/.
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Install scripts stay off, as on the development machines (npm 11's default): none is needed.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build && npm run build:server

# The production dependencies alone, installed from the same lock file.
FROM node:20-slim AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force

FROM node:20-slim AS site
# Debian's Chromium, for the Page Speed Checker's local Lighthouse runs (server/tools). Not needed
# when PAGESPEED_API_KEY is set: build with --build-arg WITH_CHROMIUM=false for a smaller image.
ARG WITH_CHROMIUM=true
RUN if [ "$WITH_CHROMIUM" = "true" ]; then \
      apt-get update \
      && apt-get install -y --no-install-recommends chromium fonts-liberation \
      && rm -rf /var/lib/apt/lists/*; \
    fi
WORKDIR /app
ENV NODE_ENV=production \
    SKIP_BUILD=1 \
    PORT=8080 \
    HOST=0.0.0.0
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-node ./dist-node
# The embedded lead database's directory (mount a volume here), owned by the user that runs.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 8080
# No curl in the slim image: node asks /readyz itself, and gives up before Docker's timeout.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/readyz', { signal: AbortSignal.timeout(4000) }).then((response) => process.exit(response.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--max-semi-space-size=2", "dist-node/start.js"]
