/**
 * Opens the database (docs/architecture.md): a PostgreSQL server when a `postgres://` URL is given,
 * otherwise the embedded PGlite (PostgreSQL compiled to WASM) in a local folder or in memory.
 * Callers get one Drizzle type whichever driver is behind it.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createHash } from 'node:crypto';
import type { SQLWrapper } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm/relations';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;

/**
 * The database handle every query takes, the same type for PGlite and node-postgres: the
 * database itself or a transaction opened on it (a `Transaction` is a `Db`).
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * The handle inside a unit of work (`db/unit-of-work.ts`), for what must run in one: a function
 * that takes a `Transaction` cannot be called outside a transaction.
 */
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;

export interface DatabaseOptions {
  /** A `postgres://` or `postgresql://` URL: use a PostgreSQL server through a `pg` pool. */
  url?: string;
  /** PGlite data folder when no `url` is given; `'memory://'` (the default) keeps data in memory. */
  dataDir?: string;
  /** A PGlite data folder dumped by `dumpDataDir`, to start from instead of an empty one. */
  pgliteImage?: Blob;
  /** Maximum connections of the `pg` pool (PostgreSQL only); `pg`'s default is 10. */
  poolSize?: number;
}

interface DatabaseBase {
  db: Db;
  /** Closes the PGlite instance or ends the pool. */
  close(): Promise<void>;
}

interface PgliteDatabaseHandle extends DatabaseBase {
  dialect: 'pglite';
  client: PGlite;
}

interface PostgresDatabaseHandle extends DatabaseBase {
  dialect: 'postgres';
  client: pg.Pool;
}

export type Database = PgliteDatabaseHandle | PostgresDatabaseHandle;

/** The PGlite extensions the migrations create (`CREATE EXTENSION`). */
const pgliteExtensions = { pg_trgm, cube, earthdistance };

const MEMORY_DATA_DIR = 'memory://';

/**
 * The planner's cost of a random page read relative to a sequential one. PostgreSQL's default
 * of 4 assumes spinning disks; on SSDs and with the catalogue in memory a random read costs
 * little more, and with 4 the planner scans whole tables where the search's indexes answer in
 * a fraction of the time. Set per connection, so no server setting or privilege is needed.
 */
const randomPageCost = 1.1;

/** The name of a statement's text: a connection prepares the text once under it. */
const statementNameOf = (text: string) => `q${createHash('sha1').update(text).digest('hex')}`;

/** The names of the texts seen lately: the same texts come again and again. */
const knownNames = new Map<string, string>();
const knownNamesKept = 2_000;

/**
 * Statements a connection prepares at most: PostgreSQL keeps each, with its plans, as long as the
 * connection lives. Statements beyond, longer texts (a bulk insert's) and statements without
 * parameters (BEGIN, COMMIT, scripts) run unnamed, parsed and planned each time.
 */
const preparedPerConnection = 300;
const longestPreparedText = 16_000;

/**
 * A node-postgres client that names each parameterised statement by its text (decision 0048): a
 * connection then parses it once and, as soon as PostgreSQL finds a generic plan as good as the
 * custom ones, plans it once, instead of both for every statement. A statement that has a name
 * keeps it (`preparedByText`).
 */
class NamingClient extends pg.Client {
  readonly prepared = new Set<string>();
}
NamingClient.prototype.query = function (
  this: NamingClient,
  config: unknown,
  values?: unknown,
  callback?: unknown,
) {
  const named = namedConfig(this.prepared, config, values);
  // pg's own query, looked up at each call.
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  return query.call(this, named ?? config, named ? undefined : values, callback);
} as typeof pg.Client.prototype.query;

/** `config` (with `values`) under the name of its text, or undefined to run it as it is. */
function namedConfig(prepared: Set<string>, config: unknown, values: unknown) {
  const query =
    typeof config === 'string'
      ? { text: config }
      : typeof config === 'object' && config !== null && !('submit' in config)
        ? (config as { text?: unknown; name?: unknown; values?: unknown })
        : undefined;
  if (!query || typeof query.text !== 'string' || query.name !== undefined) return undefined;
  const parameters = Array.isArray(values) ? values : query.values;
  if (!Array.isArray(parameters) || parameters.length === 0) return undefined;
  if (query.text.length > longestPreparedText) return undefined;
  let name = knownNames.get(query.text);
  if (name === undefined) {
    name = statementNameOf(query.text);
    if (knownNames.size >= knownNamesKept) knownNames.clear();
    knownNames.set(query.text, name);
  }
  if (!prepared.has(name)) {
    if (prepared.size >= preparedPerConnection) return undefined;
    prepared.add(name);
  }
  return { ...query, name, values: parameters };
}

export async function createDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    if (!/^postgres(ql)?:\/\//.test(options.url)) {
      throw new Error('The database URL must start with postgres:// or postgresql://');
    }
    const pool = new pg.Pool({
      Client: NamingClient,
      connectionString: options.url,
      max: options.poolSize,
      options: `-c random_page_cost=${randomPageCost}`,
    });
    // An idle client that loses its connection emits 'error' on the pool; without a listener
    // that would crash the process.
    pool.on('error', (error) => {
      console.error('PostgreSQL pool error:', error.message);
    });
    const db = drizzleNodePostgres({ client: pool, schema });
    let closed = false;
    return {
      dialect: 'postgres',
      db,
      client: pool,
      async close() {
        if (closed) return;
        closed = true;
        await pool.end();
      },
    };
  }

  const dataDir = options.dataDir ?? MEMORY_DATA_DIR;
  // PGlite creates the data folder itself but not its parents (e.g. `.data/pglite`).
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    extensions: pgliteExtensions,
    loadDataDir: options.pgliteImage,
  });
  await client.exec(`set random_page_cost = ${randomPageCost}`);
  const db = drizzlePglite({ client, schema });
  return {
    dialect: 'pglite',
    db,
    client,
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/** Runs a raw SQL query and returns its rows (the same on both drivers). */
export async function queryRows<Row extends Record<string, unknown>>(
  db: Db | Transaction,
  query: SQLWrapper | string,
): Promise<Row[]> {
  // PGlite's `Results` and node-postgres' `QueryResult` both carry `rows`; the shared
  // `PgQueryResultHKT` types the result as unknown.
  const result = (await db.execute<Row>(query)) as { rows: Row[] };
  return result.rows;
}

/**
 * `query`, built with drizzle's query builder, prepared under a name given by its text: on
 * PostgreSQL a named prepared statement, which each connection parses once and, as soon as
 * PostgreSQL finds a generic plan as good as the custom ones, plans once. For statements run very
 * often whose best plan does not depend on the values (the search's page of given course ids).
 * Statements of the same text share the name, which a connection prepares once; PGlite runs it
 * as a query.
 */
export function preparedByText<Prepared>(query: {
  toSQL(): { sql: string };
  prepare(name: string): Prepared;
}): Prepared {
  return query.prepare(statementNameOf(query.toSQL().sql));
}
