# One image for the API, the worker and the prober; the command picks the process.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# package-lock.json pins every version; see scripts/ensureTools.sh for why not `npm ci`.
RUN npm install --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY api ./api
COPY domain ./domain
COPY workflows ./workflows
COPY activities ./activities
COPY worker ./worker
COPY prober ./prober
COPY scripts ./scripts
COPY examples ./examples
# The service's signature verifier is the publishable receiver package; docs/ is served (rate-limit page).
COPY packages/verify-ts/src ./packages/verify-ts/src
COPY docs ./docs
# The dashboard's and the status page's views and assets are read at run time, next to the compiled code.
RUN npm run build && cp -r api/dashboard/views api/dashboard/assets dist/api/dashboard/ \
  && cp -r api/statusPage/views dist/api/statusPage/ && npm prune --omit=dev

FROM node:20-bookworm-slim
# ping monitors use the system ping (setuid/cap_net_raw), so the prober needs no root. browser monitors (and their
# test-checks in the API) run Debian's Chromium through playwright-core, which never downloads a browser.
RUN apt-get update && apt-get install -y --no-install-recommends iputils-ping ca-certificates chromium fonts-liberation \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/docs ./docs
COPY package.json ./
USER node
EXPOSE 3000
CMD ["node", "dist/api/server.js"]
