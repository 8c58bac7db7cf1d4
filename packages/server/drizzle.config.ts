import { defineConfig } from 'drizzle-kit';

/**
 * drizzle-kit configuration: `npm run db:generate` writes a migration for changes in
 * src/db/schema.ts into ./drizzle, which `migrateDatabase` applies at start-up. (npm keeps
 * drizzle-orm beside its optional drivers in packages/server/node_modules, where the hoisted
 * drizzle-kit cannot see it; the script adds a loader hook from src/db/kit for that.)
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
