# The Foyer server as an image: built in one stage; run in another from apps/server/dist with only
# the server's production dependencies — the install the build writes into dist/install/ (a
# package.json and a lockfile cut from the repository's to what the build imports: no devnet chains,
# compilers or test tools) — on Node 22, as the non-root `node` user, with a health check on /healthz
# and the data folder (the embedded database and the sealed master key when none is given) on a volume.
#   docker build -t foyer-server .
#   docker run -p 4400:4400 -e FOYER_PUBLIC_URL=https://foyer.example.com -v foyer-data:/var/lib/foyer/data \
#     -v ./chains.json:/etc/foyer/chains.json -e FOYER_CHAINS_FILE=/etc/foyer/chains.json foyer-server
# docker-compose.yml runs two of them on PostgreSQL and Redis.

FROM node:22-bookworm-slim AS build
WORKDIR /foyer
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

FROM node:22-bookworm-slim AS run
ENV NODE_ENV=production
WORKDIR /foyer
COPY --from=build /foyer/apps/server/dist/install/ ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force \
  && mkdir -p /var/lib/foyer/data && chown -R node:node /var/lib/foyer
COPY --from=build /foyer/apps/server/dist dist
COPY apps/server/drizzle drizzle
USER node
WORKDIR /var/lib/foyer
ENV FOYER_HOST=0.0.0.0 FOYER_PORT=4400 FOYER_DATA_DIR=/var/lib/foyer/data
VOLUME /var/lib/foyer/data
EXPOSE 4400
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.FOYER_PORT || 4400) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
ENTRYPOINT ["node", "/foyer/dist/foyer.js"]
CMD ["serve"]
