/**
 * Starts the product: loads and checks every domain, opens the database (PGlite by default,
 * PostgreSQL with DATABASE_URL), migrates, seeds an empty database with the demo catalogue,
 * and serves the API and the built storefront.
 *
 * The argument names the process's role (docs/decisions/0066-processes-health-metrics-and-stops.md):
 * `all` (default, `npm start`) serves and works the background jobs, `api` (`npm run serve`)
 * serves without working jobs, `worker` (`npm run worker`) works the jobs and answers the health
 * checks only. SIGTERM and SIGINT stop it gracefully within SHUTDOWN_GRACE_SECONDS.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { formatIssue } from '@kursmarkt/schemas';
import { buildApp } from './app.ts';
import { systemClock } from './clock.ts';
import { createDatabase } from './db/client.ts';
import { migrateDatabase, oneStartAtATime } from './db/migrate.ts';
import { seedDatabase } from './seed/index.ts';
import { sql } from 'drizzle-orm';
import { loadDomains } from './domains/load.ts';
import { readEnv } from './env.ts';
import type { ProcessRole } from './operations/plugin.ts';
import { createIdentity } from './identity/index.ts';
import { createMailer } from './mail/transport.ts';
import { folderStorage } from './storage/folder-storage.ts';
import { s3Storage } from './storage/s3-storage.ts';
import { stripeProvider } from './payments/stripe.ts';
import { viesConfirmation } from './vat-ids/vies.ts';

const { env, problems } = readEnv();
if (!env) {
  console.error(problems.join('\n'));
  process.exit(1);
}
const roles: ProcessRole[] = ['all', 'api', 'worker'];
const role = (process.argv[2] ?? 'all') as ProcessRole;
if (!roles.includes(role)) {
  console.error(`The role ${process.argv[2]} is none of ${roles.join(', ')}.`);
  process.exit(1);
}
// PGlite's data folder belongs to one process: an API process without a worker beside it would
// leave every job (mails, documents) undone.
if (role !== 'all' && !env.DATABASE_URL) {
  console.error(
    `The role ${role} shares a PostgreSQL database with the other processes: set DATABASE_URL, or run npm start.`,
  );
  process.exit(1);
}

const { domains, issues } = await loadDomains(env.DOMAINS_DIR);
if (issues.length > 0) {
  console.error(issues.map(formatIssue).join('\n'));
  console.error('The server did not start: fix the domain files above (npm run domain:check).');
  process.exit(1);
}

const database = await createDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
);
await oneStartAtATime(database, async () => {
  await migrateDatabase(database);
  await seedDatabase(database.db);
  // Fresh statistics for the search's plans: PGlite has no autovacuum to gather them.
  await database.db.execute(sql`analyze`);
});

const siteDir =
  role !== 'worker' && existsSync(path.join(env.SITE_DIR, 'index.html')) ? env.SITE_DIR : undefined;
const backofficeDir =
  role !== 'worker' && existsSync(path.join(env.BACKOFFICE_DIR, 'index.html'))
    ? env.BACKOFFICE_DIR
    : undefined;
const mailer = createMailer({
  smtpUrl: env.SMTP_URL,
  outboxDir: env.OUTBOX_DIR,
  from: env.MAIL_FROM,
  log: (message) => app.log.info(message),
});
const storage =
  env.STORAGE_S3_URL && env.STORAGE_S3_ACCESS_KEY_ID && env.STORAGE_S3_SECRET_ACCESS_KEY
    ? s3Storage({
        bucketUrl: env.STORAGE_S3_URL,
        region: env.STORAGE_S3_REGION,
        accessKeyId: env.STORAGE_S3_ACCESS_KEY_ID,
        secretAccessKey: env.STORAGE_S3_SECRET_ACCESS_KEY,
        clock: systemClock,
      })
    : folderStorage(env.STORAGE_DIR);
const identity = createIdentity({
  db: database.db,
  issuerBase: env.OIDC_ISSUER_BASE,
  internalBase: env.OIDC_INTERNAL_BASE,
  accessTokenTtl: env.OIDC_ACCESS_TOKEN_TTL,
  cookieKeys: env.OIDC_COOKIE_KEYS,
  pwnedPasswordsUrl: env.PWNED_PASSWORDS_URL,
});
const app = await buildApp({
  database,
  ownsDatabase: true,
  domains,
  siteDir,
  backofficeDir,
  trustProxy: env.TRUST_PROXY,
  publicPort: env.PUBLIC_PORT,
  logger: { level: env.LOG_LEVEL },
  mailer,
  identity,
  role,
  metricsToken: env.METRICS_TOKEN,
  jobs: {
    pollingIntervalSeconds: env.JOBS_POLLING_SECONDS,
    work: role !== 'api',
    // The rest of the grace is for the requests under way and the database.
    stopTimeoutSeconds: Math.max(1, env.SHUTDOWN_GRACE_SECONDS - 5),
  },
  storage,
  paymentProvider:
    env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
      ? stripeProvider({
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        })
      : undefined,
  vatIdConfirmation: env.VIES_URL ? viesConfirmation({ url: env.VIES_URL }) : undefined,
});

// New requests are refused (503), those under way and the job runs finish, then the database
// closes and the process exits 0; 1 when the grace passes first or after an uncaught error.
closeWithGrace(
  {
    delay: env.SHUTDOWN_GRACE_SECONDS * 1000,
    logger: { error: (message: unknown) => app.log.error(message) },
  },
  async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an uncaught error');
    else app.log.info(`stopping (${signal ?? 'exit'})`);
    await app.close();
    app.log.info('stopped');
  },
);

await app.listen({ port: env.PORT, host: env.HOST });
const url = `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}/`;
if (role === 'worker') {
  console.log(
    `Kursmarkt worker is running at ${url}readyz (health checks only; database: ${database.dialect})`,
  );
} else {
  await app.warmUpSite?.();
  console.log(
    siteDir
      ? `Kursmarkt is running at ${url} (${domains.map((d) => d.config.id).join(', ')}; database: ${database.dialect})`
      : `Kursmarkt API is running at ${url}api/docs — build the storefront with npm run build to serve it`,
  );
}
