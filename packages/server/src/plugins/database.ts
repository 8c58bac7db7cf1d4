import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Database } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's database: PGlite or PostgreSQL behind one Drizzle type (`database.db`). */
    database: Database;
  }
}

type DatabasePluginOptions = {
  /** The open, migrated database. */
  database: Database;
  /**
   * Whether the app owns `database` and closes it when it closes (`app.close()`). Without, the
   * caller that opened it closes it: tests share one database among several apps.
   */
  owned: boolean;
};

/** Makes the database `app.database` for every route, and closes it with the app it belongs to. */
export const databasePlugin = fastifyPlugin(
  async (app: FastifyInstance, { database, owned }: DatabasePluginOptions) => {
    app.decorate<Database, 'database'>('database', database);
    if (owned) app.addHook('onClose', () => database.close());
  },
  { name: 'database', fastify: '5.x' },
);
