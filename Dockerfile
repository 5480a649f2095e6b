# The portal's image: the standalone server of `npm run build` (scripts/build.mjs), run as a non-root user.
# docker build -t portal-de-servicios . ; compose.yaml runs it with PostgreSQL, a worker and nginx.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY tools/lint-typescript/package.json tools/lint-typescript/package.json
RUN npm ci --no-audit --no-fund

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production \
    PORTAL_MODE=production \
    NEXT_TELEMETRY_DISABLED=1 \
    NEXT_MANUAL_SIG_HANDLE=true \
    HOSTNAME=0.0.0.0 \
    PORT=3000 \
    PGLITE_DIR=/data/pglite
RUN groupadd --system --gid 1001 portal && useradd --system --uid 1001 --gid portal portal \
    && mkdir -p /data && chown portal:portal /data
COPY --from=build --chown=portal:portal /app/.next/standalone ./
USER portal
EXPOSE 3000
VOLUME /data
# Liveness only: readiness (/api/ready) is for the load balancer, which compose's nginx does not check.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
