# The product's image: the built storefront and the server, run by Node 22 LTS as a user without
# rights. One image for every process; the command picks the role (all, api, worker).
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY . .
# Built with every dependency, then the dev dependencies are removed: the runtime stage copies
# the production dependencies only. The server runs its TypeScript through tsx, a production
# dependency for that reason.
RUN npm ci && npm run build && npm prune --omit=dev

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /app/.data && chown -R node:node /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Node itself is the process (tsx as its loader, not tsx's launcher with a child): the stop
# signal reaches the server, which stops gracefully.
CMD ["node", "--import", "tsx", "packages/server/src/main.ts", "all"]
