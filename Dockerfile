# The Foyer server as an image: built in one stage; run in another from apps/server/dist with the
# server's production dependencies only (npm ci --omit=dev -w @foyer/server), as the non-root
# `node` user, with a health check on /healthz.
#   docker build -t foyer-server .
#   docker run -p 4400:4400 -e FOYER_PUBLIC_URL=https://foyer.example.com \
#     -v ./chains.json:/etc/foyer/chains.json -e FOYER_CHAINS_FILE=/etc/foyer/chains.json foyer-server
# docker-compose.yml runs two of them on PostgreSQL and Redis.

FROM node:20-bookworm-slim AS build
WORKDIR /foyer
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

FROM node:20-bookworm-slim AS run
ENV NODE_ENV=production
WORKDIR /foyer
COPY package.json package-lock.json ./
# Every workspace's manifest, so npm ci can read the lockfile; only the server's dependencies install.
COPY packages/core/package.json packages/core/
COPY packages/react/package.json packages/react/
COPY packages/adapter-evm/package.json packages/adapter-evm/
COPY packages/walletconnect/package.json packages/walletconnect/
COPY packages/auth-frame/package.json packages/auth-frame/
COPY packages/wagmi/package.json packages/wagmi/
COPY apps/devnet/package.json apps/devnet/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/wallet/package.json apps/wallet/
COPY e2e/package.json e2e/
COPY interop/package.json interop/
COPY bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund -w @foyer/server && npm cache clean --force \
  && mkdir -p /var/lib/foyer && chown node:node /var/lib/foyer
COPY --from=build /foyer/apps/server/dist apps/server/dist
COPY apps/server/drizzle apps/server/drizzle
USER node
WORKDIR /var/lib/foyer
ENV FOYER_HOST=0.0.0.0 FOYER_PORT=4400 FOYER_DATA_DIR=/var/lib/foyer/data
EXPOSE 4400
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.FOYER_PORT || 4400) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
ENTRYPOINT ["node", "/foyer/apps/server/dist/foyer.js"]
CMD ["serve"]
