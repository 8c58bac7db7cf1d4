/**
 * `npm run domain:preview -- site/domains/<id>`: the storefront of one domain folder while it is
 * being edited, served by the real server on the embedded defaults as `npm start` serves it
 * (database, demo catalogue, sign-in, the built site), at http://127.0.0.1:3000/ whatever the
 * domain's hosts.
 *
 * - Each save of a file of the folder is checked as `npm run domain:check` checks it. A valid
 *   state is served at once and every open page reloads.
 * - While the folder has a mistake, the server keeps serving the last valid state and every page
 *   lists the mistakes as `path: message` lines; so does the console. A folder that has never
 *   been valid shows only its mistakes, until it is.
 *
 * PORT, HOST, DATABASE_URL and the server's other variables work as for `npm start`.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { formatIssue } from '@kursmarkt/schemas';
import { buildApp } from '../packages/server/src/app.ts';
import { createDatabase } from '../packages/server/src/db/client.ts';
import { migrateDatabase } from '../packages/server/src/db/migrate.ts';
import { seedDatabase } from '../packages/server/src/seed/index.ts';
import { readEnv } from '../packages/server/src/env.ts';
import { createIdentity } from '../packages/server/src/identity/index.ts';
import { createMailer } from '../packages/server/src/mail/transport.ts';
import { createPreviewServer } from './domain-preview-server.ts';
import { DomainFolderWatch, type PreviewState } from './domain-preview-watch.ts';

const [folderArgument] = process.argv.slice(2);
if (!folderArgument || !existsSync(path.join(folderArgument, 'config.json'))) {
  console.error('Usage: npm run domain:preview -- site/domains/<id> (a folder with a config.json)');
  process.exit(1);
}
const folder = path.resolve(folderArgument);
const shownFolder = path.relative(process.cwd(), folder) || folder;

const { env, problems } = readEnv();
if (!env) {
  console.error(problems.join('\n'));
  process.exit(1);
}
const siteDir = existsSync(path.join(env.SITE_DIR, 'index.html')) ? env.SITE_DIR : undefined;

const database = await createDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
);
await migrateDatabase(database);
await seedDatabase(database.db);
// Fresh statistics for the search's plans, as npm start gathers them.
await database.db.execute('analyze');
const mailer = createMailer({
  smtpUrl: env.SMTP_URL,
  outboxDir: env.OUTBOX_DIR,
  from: env.MAIL_FROM,
  log: (message) => console.log(message),
});

let warmedUp = false;
const watch = new DomainFolderWatch(folder);
const report = (state: PreviewState) => {
  if (state.issues.length > 0) {
    console.error(`\n${shownFolder} has mistakes; the preview keeps its last valid state:`);
    console.error(state.issues.map(formatIssue).join('\n'));
  } else {
    console.log(`${shownFolder}: valid, served and the open pages reloaded.`);
  }
};
await watch.check();
watch.on('state', report);
watch.start();

const preview = createPreviewServer({
  folder: shownFolder,
  watch,
  // The domain answers on the preview's own address too, not only on its hosts.
  hosts: [...new Set([env.HOST, 'localhost', '127.0.0.1'])],
  buildApp: async (domain) => {
    const app = await buildApp({
      database,
      domains: [domain],
      publicPort: env.PUBLIC_PORT ?? env.PORT,
      siteDir,
      mailer,
      trustProxy: env.TRUST_PROXY,
      logger: { level: process.env.LOG_LEVEL ? env.LOG_LEVEL : 'warn' },
      identity: createIdentity({
        db: database.db,
        issuerBase: env.OIDC_ISSUER_BASE,
        accessTokenTtl: env.OIDC_ACCESS_TOKEN_TTL,
        cookieKeys: env.OIDC_COOKIE_KEYS,
      }),
    });
    // The first render of each lazily loaded part streams it out of order; once per process.
    if (!warmedUp) {
      warmedUp = true;
      await app.warmUpSite?.();
    }
    return app;
  },
  onError: (error) => console.error(error),
});
const server = createServer(preview.handle);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  watch.close();
  server.closeAllConnections();
  server.close();
  await preview.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());

await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve));
await preview.ready();
const url = `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}/`;
if (watch.state.issues.length > 0) report(watch.state);
console.log(
  `\nPreview of ${shownFolder} at ${url}${siteDir ? '' : ' (API only: build the storefront with npm run build)'}` +
    ` — every save reloads the page. Ctrl-C stops it.`,
);
