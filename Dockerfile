# The product's image: the built storefront and the server, run by Node 22 LTS as a user without
# rights. One image for every process; the command picks the role (npm start, serve, worker).
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci && npm run build

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=build /app /app
# The server runs its TypeScript through tsx, a dev dependency of the workspace root: the
# workspaces' production dependencies alone would not start it.
RUN mkdir -p /app/.data && chown -R node:node /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node_modules/.bin/tsx", "packages/server/src/main.ts", "all"]
