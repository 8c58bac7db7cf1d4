/**
 * Starts the product: loads and checks every domain, opens the database (PGlite by default,
 * PostgreSQL with DATABASE_URL), migrates, seeds an empty database with the demo catalogue,
 * and serves the API and the built storefront.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { formatIssue } from '@kursmarkt/schemas';
import { buildApp } from './app.ts';
import { systemClock } from './clock.ts';
import { createDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedDatabase } from './seed/index.ts';
import { sql } from 'drizzle-orm';
import { loadDomains } from './domains/load.ts';
import { readEnv } from './env.ts';
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

const { domains, issues } = await loadDomains(env.DOMAINS_DIR);
if (issues.length > 0) {
  console.error(issues.map(formatIssue).join('\n'));
  console.error('The server did not start: fix the domain files above (npm run domain:check).');
  process.exit(1);
}

const database = await createDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
);
await migrateDatabase(database);
await seedDatabase(database.db);
// Fresh statistics for the search's plans: PGlite has no autovacuum to gather them.
await database.db.execute(sql`analyze`);

const siteDir = existsSync(path.join(env.SITE_DIR, 'index.html')) ? env.SITE_DIR : undefined;
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
  accessTokenTtl: env.OIDC_ACCESS_TOKEN_TTL,
  cookieKeys: env.OIDC_COOKIE_KEYS,
  pwnedPasswordsUrl: env.PWNED_PASSWORDS_URL,
});
const app = await buildApp({
  database,
  ownsDatabase: true,
  domains,
  siteDir,
  trustProxy: env.TRUST_PROXY,
  publicPort: env.PUBLIC_PORT,
  logger: { level: env.LOG_LEVEL },
  mailer,
  identity,
  jobs: { pollingIntervalSeconds: env.JOBS_POLLING_SECONDS },
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

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    process.exit(0);
  });
}

await app.listen({ port: env.PORT, host: env.HOST });
await app.warmUpSite?.();
const url = `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}/`;
console.log(
  siteDir
    ? `Kursmarkt is running at ${url} (${domains.map((d) => d.config.id).join(', ')}; database: ${database.dialect})`
    : `Kursmarkt API is running at ${url}api/docs — build the storefront with npm run build to serve it`,
);
